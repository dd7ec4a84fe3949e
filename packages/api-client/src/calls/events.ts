import type { CallOptions, Http } from '../http';
import { DeviceEventPageSchema } from '../schemas';
import type { QueryOf } from '../types';

/** Device events (spec §7). */
export function eventCalls({ client, json }: Http) {
  return {
    /** `GET /tenants/{tenant}/devices/{device}/events`: a page of one device's events. */
    listTenantDeviceEvents: (
      tenant: string,
      device: string,
      query?: QueryOf<'listTenantDeviceEvents'>,
      call?: CallOptions,
    ) =>
      json(DeviceEventPageSchema, call, (init) =>
        client.GET('/tenants/{tenant}/devices/{device}/events', {
          params: { header: init.header, path: { tenant, device }, query },
          ...init.options,
        }),
      ),

    /** `GET /device-events`: a page of events of every device (the live feed's first load). */
    listDeviceEvents: (query?: QueryOf<'listDeviceEvents'>, call?: CallOptions) =>
      json(DeviceEventPageSchema, call, (init) =>
        client.GET('/device-events', { params: { header: init.header, query }, ...init.options }),
      ),
  };
}
