import { useNow } from '../../lib/useNow';
import { useMaintenanceStatus } from './api/getMaintenanceStatus';
import { serviceDeadline } from './maintenanceTime';

/** How often a running maintenance is checked against the clock while a card shows it. */
const RUNNING_TICK_MS = 5_000;

/**
 * The maintenance running now, as the service tenant's page reads it: the tenant it was started
 * on and when it ends (rounded up to the minute), or null. Read by a clock that ticks only while
 * one runs. The card that shows it and the form that must not start a second one share it.
 */
export function useRunningMaintenance(): { tenant: string; endsAt: number } | null {
  const status = useMaintenanceStatus();
  const deadline = serviceDeadline(status.data?.serviceTimeEnd);
  const now = useNow(deadline ? RUNNING_TICK_MS : null, deadline?.endsAt);
  const tenant = status.data?.tenantIdentifier ?? null;
  return deadline !== null && tenant !== null && now < deadline.endsAt
    ? { tenant, endsAt: deadline.endsAt }
    : null;
}
