/**
 * One tenant's maintenance status (`GET /tenants/{tenant}/maintenance`, an extension of the
 * contract), worked out from what the service tenant keeps: its one serviceTimeEnd and the
 * maintenance sessions, newest first, each naming the tenant maintenance was started on.
 */
import type { TenantMaintenance } from '@hygiene/api-client';

import type { PlatformState } from './model';

/**
 * Maintenance runs on the tenant of the newest session, until the service tenant's
 * serviceTimeEnd. A tenant whose maintenance was followed by a start on another tenant had its
 * window closed by that start (the service tenant has one window at a time), so its end is that
 * start's time, or the service end if earlier. A tenant maintenance was never started on (or no
 * window was ever set) has no end.
 */
export function tenantMaintenance(
  state: PlatformState,
  tenantIdentifier: string,
  nowMs: number,
): TenantMaintenance {
  const none = { tenantIdentifier, inMaintenance: false, serviceTimeEnd: null };
  const serviceEnd = state.tenants.find((t) => t.kind === 'service')?.serviceTimeEnd ?? null;
  if (serviceEnd === null || !Number.isFinite(Date.parse(serviceEnd))) return none;
  // Kept newest first (the seed sorts them; a new session is put in front), so no copy to sort
  // on every poll of every tenant's indicator.
  const sessions = state.userSessions;
  const index = sessions.findIndex((s) => s.tenant === tenantIdentifier);
  if (index < 0) return none;
  const movedOn = index > 0 ? sessions[index - 1]!.created : null;
  const end =
    movedOn !== null && Date.parse(movedOn) < Date.parse(serviceEnd) ? movedOn : serviceEnd;
  return {
    tenantIdentifier,
    inMaintenance: index === 0 && nowMs < Date.parse(end),
    serviceTimeEnd: end,
  };
}
