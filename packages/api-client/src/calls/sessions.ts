import * as v from 'valibot';

import type { CallOptions, Http } from '../http';
import {
  DeviceSessionPageSchema,
  DeviceSessionSchema,
  ServiceTenantSchema,
  TenantMaintenanceSchema,
  UserSessionPageSchema,
} from '../schemas';
import type { DeviceSessionUpdate, DeviceSessionsStart, MaintenanceStart, QueryOf } from '../types';

const ServiceTenantListSchema = v.array(ServiceTenantSchema);
const DeviceSessionListSchema = v.array(DeviceSessionSchema);

/** Service tenants, maintenance sessions and device sessions (spec §7). */
export function sessionCalls({ client, json, empty }: Http) {
  return {
    /** `GET /service-tenants`: the service tenants (with their service time end). */
    listServiceTenants: (call?: CallOptions) =>
      json(ServiceTenantListSchema, call, (init) =>
        client.GET('/service-tenants', { params: { header: init.header }, ...init.options }),
      ),

    /**
     * `GET /tenants/{tenant}/maintenance` (an extension, not in the spec): whether the tenant is
     * in maintenance and until when, readable by every user of that tenant.
     */
    getTenantMaintenance: (tenant: string, call?: CallOptions) =>
      json(TenantMaintenanceSchema, call, (init) =>
        client.GET('/tenants/{tenant}/maintenance', {
          params: { header: init.header, path: { tenant } },
          ...init.options,
        }),
      ),

    /** `POST /sessions`: starts maintenance; the platform answers 204. */
    startMaintenance: (body: MaintenanceStart, call?: CallOptions) =>
      empty(call, (init) =>
        client.POST('/sessions', { params: { header: init.header }, body, ...init.options }),
      ),

    /** `GET /sessions`: a page of maintenance sessions. */
    listSessions: (query?: QueryOf<'listSessions'>, call?: CallOptions) =>
      json(UserSessionPageSchema, call, (init) =>
        client.GET('/sessions', { params: { header: init.header, query }, ...init.options }),
      ),

    /** `GET /users/{id}/sessions`: a page of one user's maintenance sessions. */
    listUserSessions: (id: string, query?: QueryOf<'listUserSessions'>, call?: CallOptions) =>
      json(UserSessionPageSchema, call, (init) =>
        client.GET('/users/{id}/sessions', {
          params: { header: init.header, path: { id }, query },
          ...init.options,
        }),
      ),

    /** `POST /sessions/devices`: starts sessions for devices. */
    startDeviceSessions: (body: DeviceSessionsStart, call?: CallOptions) =>
      json(DeviceSessionListSchema, call, (init) =>
        client.POST('/sessions/devices', {
          params: { header: init.header },
          body,
          ...init.options,
        }),
      ),

    /** `PUT /device-sessions/{id}`: updates a device session. */
    updateDeviceSession: (id: string, body: DeviceSessionUpdate, call?: CallOptions) =>
      json(DeviceSessionSchema, call, (init) =>
        client.PUT('/device-sessions/{id}', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),

    /** `POST /device-sessions/{id}/stop`: stops a device session. */
    stopDeviceSession: (id: string, call?: CallOptions) =>
      json(DeviceSessionSchema, call, (init) =>
        client.POST('/device-sessions/{id}/stop', {
          params: { header: init.header, path: { id } },
          ...init.options,
        }),
      ),

    /** `GET /device-sessions`: a page of device sessions (for example those under maintenance). */
    listDeviceSessions: (query?: QueryOf<'listDeviceSessions'>, call?: CallOptions) =>
      json(DeviceSessionPageSchema, call, (init) =>
        client.GET('/device-sessions', { params: { header: init.header, query }, ...init.options }),
      ),

    /** `GET /devices/{id}/sessions`: a page of one device's sessions. */
    listDeviceSessionsOfDevice: (
      id: string,
      query?: QueryOf<'listDeviceSessionsOfDevice'>,
      call?: CallOptions,
    ) =>
      json(DeviceSessionPageSchema, call, (init) =>
        client.GET('/devices/{id}/sessions', {
          params: { header: init.header, path: { id }, query },
          ...init.options,
        }),
      ),
  };
}
