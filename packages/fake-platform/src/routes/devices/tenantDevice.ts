import type { Ctx } from '../../context';
import { deviceAtTenant, pathTenant, visibleDevice } from '../../context';
import type { DeviceRecord } from '../../model';

/** The device of a `/tenants/{tenant}/devices/{device}` path (404 when not there). */
export function tenantDevice(c: Ctx): DeviceRecord {
  const scope = c.var.scope;
  pathTenant(scope, c.req.param('tenant') ?? '');
  const device = visibleDevice(scope, c.req.param('device') ?? '');
  return deviceAtTenant(scope, c.req.param('tenant') ?? '', device);
}
