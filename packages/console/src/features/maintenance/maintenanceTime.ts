import type { TenantMaintenance } from '@hygiene/api-client';

import { SERVICE_TIME_GRACE_MS } from '../../constants';

const MINUTE_MS = 60_000;

/** When a maintenance window closes, as the console counts it (spec §4 and §9). */
export interface ServiceDeadline {
  /** The service time end rounded up to a full minute (epoch ms). */
  endsAt: number;
  /** `endsAt` plus the 5 s grace: when the console leaves the tenant (epoch ms). */
  leaveAt: number;
}

/**
 * The service time end rounded up to a full minute, plus 5 s. A missing or unreadable end has no
 * deadline (maintenance is not running), never NaN.
 */
export function serviceDeadline(serviceTimeEnd: string | null | undefined): ServiceDeadline | null {
  if (!serviceTimeEnd) return null;
  const end = Date.parse(serviceTimeEnd);
  if (!Number.isFinite(end)) return null;
  const endsAt = Math.ceil(end / MINUTE_MS) * MINUTE_MS;
  return { endsAt, leaveAt: endsAt + SERVICE_TIME_GRACE_MS };
}

/**
 * The service tenant's view of maintenance (its maintenance page): its serviceTimeEnd and where
 * maintenance was last started.
 */
export interface MaintenanceStatus {
  /** The service tenant's serviceTimeEnd (ISO), or null. */
  serviceTimeEnd: string | null;
  /** The tenant of the newest maintenance session: the tenant maintenance was started on. */
  tenantIdentifier: string | null;
}

/** Why the current tenant's maintenance status is not known. */
export type UnknownReason =
  /** The first answer is on its way. */
  | 'pending'
  /** The platform refused to say (401 or 403). */
  | 'refused'
  /** The platform or the network failed. */
  | 'failed';

/**
 * What the console knows of the current tenant's maintenance (GET /tenants/{tenant}/maintenance,
 * asked as that tenant). A refusal or a failure is `unknown`, never `off`.
 */
export type TenantMaintenanceStatus =
  | { status: 'unknown'; reason: UnknownReason }
  /** Maintenance was never started on this tenant. */
  | { status: 'off' }
  /** Maintenance runs on this tenant until `until` (the platform's serviceTimeEnd). */
  | { status: 'on'; until: string }
  /** Maintenance on this tenant ended at `at`: on time, early, or moved to another tenant. */
  | { status: 'ended'; at: string };

/** The platform's answer as a status. */
export function statusOfAnswer(answer: TenantMaintenance): TenantMaintenanceStatus {
  if (!answer.serviceTimeEnd) return { status: 'off' };
  return answer.inMaintenance
    ? { status: 'on', until: answer.serviceTimeEnd }
    : { status: 'ended', at: answer.serviceTimeEnd };
}

/** Maintenance mode as one tenant sees it at one moment. */
export type MaintenanceMode =
  /** Not known (see `UnknownReason`): neither on nor off, and never a reason to leave. */
  | { status: 'unknown'; reason: UnknownReason }
  /** Not under maintenance (never started here, or long over). */
  | { status: 'off' }
  /** Running on this tenant; `msLeft` until the rounded end. */
  | { status: 'on'; deadline: ServiceDeadline; msLeft: number }
  /** The rounded end has passed; the console leaves the tenant in `msLeft` (the 5 s grace). */
  | { status: 'ending'; deadline: ServiceDeadline; msLeft: number }
  /** The grace has passed too: time to leave (once, see {@link shouldLeave}). */
  | { status: 'over'; deadline: ServiceDeadline };

/**
 * Spec §4: maintenance mode is active on a tenant if it is the tenant where maintenance was
 * started (the platform answers that for the tenant asked about), until the service time end
 * rounded up to a full minute, then 5 s more before leaving. A running window is on until its
 * rounded end; one the platform calls ended is never shown running (it may have been closed
 * early, or moved to another tenant): its rounded end, plus 5 s, only times the leave.
 */
export function maintenanceMode(status: TenantMaintenanceStatus, now: number): MaintenanceMode {
  switch (status.status) {
    case 'unknown':
      return { status: 'unknown', reason: status.reason };
    case 'off':
      return { status: 'off' };
    case 'on':
    case 'ended': {
      const deadline = serviceDeadline(status.status === 'on' ? status.until : status.at);
      if (!deadline || !Number.isFinite(now)) return { status: 'off' };
      // What the platform calls ended is never shown running: its rounded end only times the leave.
      if (now < deadline.endsAt && status.status === 'on') {
        return { status: 'on', deadline, msLeft: deadline.endsAt - now };
      }
      if (now < deadline.leaveAt) {
        return { status: 'ending', deadline, msLeft: deadline.leaveAt - now };
      }
      return { status: 'over', deadline };
    }
    default:
      return status satisfies never;
  }
}

/**
 * Whether to leave the tenant now. Only a tab that saw maintenance running here ('on' or
 * 'ending') leaves, and each window only once: a tab opened after the end (a past or missing
 * serviceTimeEnd) stays put, and a clock that jumps back and forth cannot send the person away
 * twice (no redirect loop). Ending early moves the end, so what counts is having seen it run.
 *
 * @param sawRunning whether this tab saw maintenance running on its tenant since it last left
 * @param left the `leaveAt` of every window this tab already left
 */
export function shouldLeave(
  mode: MaintenanceMode,
  sawRunning: boolean,
  left: ReadonlySet<number>,
): boolean {
  return mode.status === 'over' && sawRunning && !left.has(mode.deadline.leaveAt);
}

/** Time left as the indicator shows it: '1 h 05 min', '12 min', '45 s'. Never negative. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Ending early: the end becomes the minute already begun, so the 5 s grace starts at once. */
export function earlyEnd(now: number): string {
  return new Date(Math.floor(now / MINUTE_MS) * MINUTE_MS).toISOString();
}

/** The end of a window started now for `minutes`. */
export function endAfter(now: number, minutes: number): string {
  return new Date(now + minutes * MINUTE_MS).toISOString();
}
