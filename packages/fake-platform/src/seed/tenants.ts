/** The seed's tenants: one record per plan of `names.ts`, the service tenant among them. */
import type { TenantRecord } from '../model';
import type { TenantPlan } from '../names';

/** The tenant a plan describes, with no maintenance running and the default thresholds. */
export function tenantRecord(plan: TenantPlan, isService: boolean): TenantRecord {
  return {
    identifier: plan.identifier,
    name: plan.name,
    realm: plan.realm,
    kind: isService ? 'service' : 'customer',
    location: { latitude: plan.latitude, longitude: plan.longitude },
    serviceTimeEnd: null,
    attentionThresholds: null,
    notificationPolicy: null,
  };
}
