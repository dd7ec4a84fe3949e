import { tenantKey } from '../../../data/queryKeys';

/** Every cached answer of the maintenance feature, under its tenant. */
export const maintenanceKeys = {
  all: (tenant: string) => tenantKey(tenant, 'maintenance'),
  /** The service tenant's view: its serviceTimeEnd and where maintenance was last started. */
  status: (serviceTenant: string) => tenantKey(serviceTenant, 'maintenance', 'status'),
  /** One tenant's own view: whether it is in maintenance and until when, asked as that tenant. */
  tenantStatus: (tenant: string) => tenantKey(tenant, 'maintenance', 'tenant-status'),
  sessions: (tenant: string, query: { term: string; tenantIdentifiers: string[]; page: number }) =>
    tenantKey(tenant, 'maintenance', 'sessions', query),
  userSessions: (tenant: string, userId: string) =>
    tenantKey(tenant, 'maintenance', 'user-sessions', userId),
  underMaintenance: (tenant: string, tenantIdentifiers: string[]) =>
    tenantKey(tenant, 'maintenance', 'device-sessions', 'under-maintenance', tenantIdentifiers),
  device: (tenant: string, deviceId: string) =>
    tenantKey(tenant, 'maintenance', 'device', deviceId),
  tenantOptions: (tenant: string) => tenantKey(tenant, 'maintenance', 'tenant-options'),
};
