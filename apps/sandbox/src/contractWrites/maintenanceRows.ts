/** The rows of the maintenance writes, sent as the service tenant (spec §6). */
import type { Row } from './row.ts';

export const maintenanceRows: Record<string, Row> = {
  startMaintenance: {
    tenant: 'service',
    call: (api) => api.startMaintenance({ tenantIdentifier: 'demo' }),
  },
  startDeviceSessions: {
    tenant: 'service',
    call: (api, f) =>
      api.startDeviceSessions({ deviceIds: [f.device.id], tenantIdentifier: 'demo' }),
  },
  updateDeviceSession: {
    tenant: 'service',
    call: (api, f) => api.updateDeviceSession(f.deviceSession.id, { tenantIdentifier: 'demo' }),
  },
  stopDeviceSession: {
    tenant: 'service',
    call: (api, f) => api.stopDeviceSession(f.deviceSession.id),
  },
};
