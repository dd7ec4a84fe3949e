import type { ProvisionResult } from '@hygiene/api-client';
import * as v from 'valibot';

import { PROVISION_RESULT_STORAGE_KEY } from '../../constants';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * The platform's `ProvisionResult` (spec §3), as valibot checks it. Typed against the contract's
 * type, so a change there fails the build here rather than letting a stale shape through.
 */
export const ProvisionResultSchema = v.object({
  serialNumbers: v.array(v.string()),
  successfullyProvisioned: count,
  devicesRequested: count,
  /**
   * The contract's extension: the created devices' ids. Optional, so a result stored before it
   * existed (or by a platform without it) still reads; a malformed list makes the whole stored
   * result no result, like any other malformed field.
   */
  devices: v.optional(v.array(v.object({ id: v.string(), serialNumber: v.string() }))),
  /** The contract's extension: printed serials registered already (issue 46). */
  alreadyRegistered: v.optional(v.array(v.string())),
  /**
   * Not the platform's: the tenant the devices were made at, kept with the result so the results
   * say where they are even after a switch of tenant (issue 46). Absent in older results.
   */
  tenant: v.optional(v.string()),
}) satisfies v.GenericSchema<unknown, StoredProvisionResult>;

/** A result as stored: the platform's, with the tenant it was made at. */
export type StoredProvisionResult = ProvisionResult & { tenant?: string };

/** The part of `Storage` the result needs (session storage in the browser, a fake in tests). */
export type ResultStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The stored provision result (spec §3, §9: session storage under one fixed key). What is there
 * was written by an earlier page, maybe an older version of it, or edited by hand: anything that
 * is not JSON of the platform's `ProvisionResult` shape counts as no result, never as a crash.
 */
export function readStoredResult(storage: ResultStorage | null): StoredProvisionResult | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(PROVISION_RESULT_STORAGE_KEY) ?? null;
  } catch {
    // Storage can refuse to be read (blocked by the browser's privacy settings).
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const checked = v.safeParse(ProvisionResultSchema, parsed);
  return checked.success ? checked.output : null;
}

/** Stores the result; answers false when the browser refuses (full or blocked storage). */
export function storeResult(storage: ResultStorage | null, result: StoredProvisionResult): boolean {
  try {
    if (!storage) return false;
    storage.setItem(PROVISION_RESULT_STORAGE_KEY, JSON.stringify(result));
    return true;
  } catch {
    return false;
  }
}

/** The browser's session storage, or null where even touching it throws. */
export function browserSessionStorage(): ResultStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Where one serial of the results links to. */
export type SerialLink =
  | { status: 'device'; serialNumber: string; deviceId: string }
  | { status: 'entry'; serialNumber: string };

/**
 * Each serial with where it links (spec §2: "each linking to its device page"). With the id the
 * platform answered (the contract's `devices` extension) a serial links to its device page,
 * `/device/{deviceId}`. A result without ids (stored by an earlier version, or answered by a
 * platform without the extension) still shows: each serial then links to its device entry page,
 * `/devices/{serialNumber}`, which looks the device up and offers 'Go to device page', one click
 * further. The ids are matched by serial, not by position, so a partial or reordered list never
 * sends a serial to another device's page.
 */
export function serialLinks(result: ProvisionResult): SerialLink[] {
  const ids = new Map((result.devices ?? []).map((d) => [d.serialNumber, d.id] as const));
  return result.serialNumbers.map((serialNumber) => {
    const deviceId = ids.get(serialNumber);
    return deviceId === undefined
      ? { status: 'entry', serialNumber }
      : { status: 'device', serialNumber, deviceId };
  });
}

/** How a result reads: everything asked for was made, some of it, or nothing. */
export type ResultOutcome =
  { status: 'complete' } | { status: 'partial'; missing: number } | { status: 'none' };

export function outcomeOf(result: ProvisionResult): ResultOutcome {
  if (result.successfullyProvisioned <= 0) return { status: 'none' };
  const missing = result.devicesRequested - result.successfullyProvisioned;
  return missing > 0 ? { status: 'partial', missing } : { status: 'complete' };
}
