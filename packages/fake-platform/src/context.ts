/**
 * What every route handler works with: the platform core (state, clock, ids) and, per
 * request, the caller's tenant with the access rules of a real platform.
 */
import type { Context, Hono } from 'hono';

import { isActiveInstallationStatus } from '@hygiene/api-client';

import { CLOCK_TICK_MS } from './constants';
import { messages } from './messages';
import type {
  DeviceRecord,
  DeviceSessionRecord,
  InstallationRecord,
  PlatformState,
  TenantRecord,
} from './model';
import { HttpProblem, notFound } from './problem';
import type { Random } from './random';
import type { CallerIdentity } from './roles';
import { createIndexes, createViews } from './views';
import type { Indexes, Views } from './views';

/** The mutable heart of a platform. */
export interface Core {
  state: PlatformState;
  random: Random;
  /** A live clock (the sandbox); without one, every write moves the clock one tick. */
  clock?: () => Date;
}

/** A new id, advancing the stored generator state. */
export function newId(core: Core): string {
  const id = core.random.uuid();
  core.state.randomState = core.random.state;
  return id;
}

/** Advances the clock and answers the new time: every write is later than the one before. */
export function tick(core: Core): string {
  const previous = Date.parse(core.state.now);
  // A live clock still never goes back, so writes keep their order.
  const ms = core.clock ? Math.max(core.clock().getTime(), previous + 1) : previous + CLOCK_TICK_MS;
  const next = new Date(ms).toISOString();
  core.state.now = next;
  return next;
}

/**
 * The caller's view of the platform. Customer tenants see only their own records; the service
 * tenant (maintenance and installation planning) also sees every tenant's devices,
 * installations, events and sessions. Anything out of sight answers 404, as if it did not exist.
 */
export interface Scope {
  core: Core;
  state: PlatformState;
  tenant: TenantRecord;
  isService: boolean;
  index: Indexes;
  views: Views;
}

/** The caller of the request: who it is (a comment's author) and its realm roles. */
export interface Caller extends CallerIdentity {
  roles: readonly string[];
}

export type Env = { Variables: { scope: Scope; caller: Caller } };

/** A scope over the core's current state. */
export function scopeOver(core: Core, tenant: TenantRecord): Scope {
  const index = createIndexes(core.state);
  return {
    core,
    state: core.state,
    tenant,
    isService: tenant.kind === 'service',
    index,
    views: createViews(index),
  };
}

/**
 * The request's scope, over the state as it is now. A handler that awaited (a streamed upload)
 * calls this after its last await: if `load()` replaced the state meanwhile, the records it
 * writes are the live ones, not those of an orphaned object. A tenant gone with the old state
 * answers 404.
 */
export function currentScope(c: Context<Env>): Scope {
  const scope = c.var.scope;
  if (scope.state === scope.core.state) return scope;
  const tenant = scope.core.state.tenants.find((t) => t.identifier === scope.tenant.identifier);
  if (!tenant) throw notFound(messages.notFound('tenant', scope.tenant.identifier));
  const fresh = scopeOver(scope.core, tenant);
  c.set('scope', fresh);
  return fresh;
}
export type PlatformApp = Hono<Env>;
export type Ctx = Context<Env>;

/** The active installation of a device, if any. */
export function activeInstallation(scope: Scope, deviceId: string): InstallationRecord | undefined {
  return scope.index.installationsByDevice
    .get(deviceId)
    ?.find((i) => isActiveInstallationStatus(i.status));
}

/** A device is seen by its tenant, by the tenant it is being installed at, and by the service tenant. */
export function canSeeDevice(scope: Scope, device: DeviceRecord): boolean {
  if (scope.isService || device.tenant === scope.tenant.identifier) return true;
  return activeInstallation(scope, device.id)?.tenant === scope.tenant.identifier;
}

export function canSeeTenantRecord(scope: Scope, record: { tenant: string }): boolean {
  return scope.isService || record.tenant === scope.tenant.identifier;
}

export function visibleDevice(scope: Scope, id: string): DeviceRecord {
  const device = scope.index.devices.get(id);
  if (!device || !canSeeDevice(scope, device)) throw notFound(messages.notFound('device', id));
  return device;
}

/**
 * A serial number as printed: phones and people type and scan it in lower case as often as not
 * (`hdx3-10020`), and no two devices differ only in case, so the lookup ignores case.
 */
export function visibleDeviceBySerial(scope: Scope, serialNumber: string): DeviceRecord {
  const wanted = serialNumber.trim().toUpperCase();
  const device = scope.state.devices.find((d) => d.serialNumber.toUpperCase() === wanted);
  if (!device || !canSeeDevice(scope, device)) {
    throw notFound(messages.notFound('device with serial number', serialNumber));
  }
  return device;
}

export function visibleInstallation(scope: Scope, id: string): InstallationRecord {
  const installation = scope.state.installations.find((i) => i.id === id);
  if (!installation || !canSeeTenantRecord(scope, installation)) {
    throw notFound(messages.notFound('installation', id));
  }
  return installation;
}

export function visibleDeviceSession(scope: Scope, id: string): DeviceSessionRecord {
  const session = scope.state.deviceSessions.find((s) => s.id === id);
  if (!session || !canSeeTenantRecord(scope, session)) {
    throw notFound(messages.notFound('device session', id));
  }
  return session;
}

/** A record of the caller's own tenant (locations, users): never another tenant's. */
export function own<T extends { id: string; tenant: string }>(
  scope: Scope,
  what: string,
  map: Map<string, T>,
  id: string,
): T {
  const record = map.get(id);
  if (!record || record.tenant !== scope.tenant.identifier)
    throw notFound(messages.notFound(what, id));
  return record;
}

/**
 * The `{tenant}` of a `/tenants/{tenant}/…` path: the caller's own tenant, or any tenant when the
 * caller is the service tenant. Another tenant answers 404.
 */
export function pathTenant(scope: Scope, identifier: string): TenantRecord {
  const tenant = scope.index.tenants.get(identifier);
  if (!tenant || (!scope.isService && identifier !== scope.tenant.identifier)) {
    throw notFound(messages.notFound('tenant', identifier));
  }
  return tenant;
}

/**
 * A device of a `/tenants/{tenant}/devices/{device}` path: visible to the caller, and at that
 * tenant or on its way there (an active installation for it). Anything else answers 404.
 */
export function deviceAtTenant(
  scope: Scope,
  tenantIdentifier: string,
  device: DeviceRecord,
): DeviceRecord {
  const tenant = pathTenant(scope, tenantIdentifier);
  const arriving = activeInstallation(scope, device.id)?.tenant === tenant.identifier;
  if (!canSeeDevice(scope, device) || (device.tenant !== tenant.identifier && !arriving)) {
    throw notFound(messages.notFound('device', device.id));
  }
  return device;
}

/**
 * Maintenance (starting it, device sessions) is the service tenant's work (spec §6): any other
 * tenant is answered 403.
 */
export function requireServiceTenant(scope: Scope): void {
  if (!scope.isService) {
    throw new HttpProblem({
      status: 403,
      title: messages.forbiddenTitle,
      detail: messages.serviceTenantOnly,
    });
  }
}
