import type { CallOptions, Http } from '../http';
import {
  DeviceCommentSchema,
  DeviceModelPageSchema,
  DevicePageSchema,
  DeviceSchema,
  ProvisionResultSchema,
} from '../schemas';
import * as v from 'valibot';
import type {
  BatteryChange,
  DeviceCommentInput,
  DeviceCreate,
  DeviceUpdate,
  Fluid,
  PowerSourceUpdate,
  ProvisionRequest,
  QueryOf,
} from '../types';

const DeviceCommentListSchema = v.array(DeviceCommentSchema);

/** Devices, their comments, QR code, fluid and batteries, lookup by serial number, provisioning. */
export function deviceCalls({ client, json, blob, empty }: Http) {
  return {
    /** `GET /devices`: a page of devices across tenants. */
    listDevices: (query?: QueryOf<'listDevices'>, call?: CallOptions) =>
      json(DevicePageSchema, call, (init) =>
        client.GET('/devices', { params: { header: init.header, query }, ...init.options }),
      ),

    /** `GET /devices/{id}`: one device; `notFound` (404) when there is none. */
    getDevice: (id: string, call?: CallOptions) =>
      json(DeviceSchema, call, (init) =>
        client.GET('/devices/{id}', {
          params: { header: init.header, path: { id } },
          ...init.options,
        }),
      ),

    /** `POST /devices`: creates a device. */
    createDevice: (body: DeviceCreate, call?: CallOptions) =>
      json(DeviceSchema, call, (init) =>
        client.POST('/devices', { params: { header: init.header }, body, ...init.options }),
      ),

    /** `GET /device-models`: a page of device models. */
    listDeviceModels: (query?: QueryOf<'listDeviceModels'>, call?: CallOptions) =>
      json(DeviceModelPageSchema, call, (init) =>
        client.GET('/device-models', { params: { header: init.header, query }, ...init.options }),
      ),

    /** `PUT /devices/{id}/power-source`: sets the power source; the answer is a status. */
    setDevicePowerSource: (id: string, body: PowerSourceUpdate, call?: CallOptions) =>
      empty(call, (init) =>
        client.PUT('/devices/{id}/power-source', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),

    /** `GET /devices/{id}/comments`: the device's comments. */
    listDeviceComments: (id: string, call?: CallOptions) =>
      json(DeviceCommentListSchema, call, (init) =>
        client.GET('/devices/{id}/comments', {
          params: { header: init.header, path: { id } },
          ...init.options,
        }),
      ),

    /** `POST /devices/{id}/comments`: adds a comment. */
    createDeviceComment: (id: string, body: DeviceCommentInput, call?: CallOptions) =>
      json(DeviceCommentSchema, call, (init) =>
        client.POST('/devices/{id}/comments', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),

    /** `PUT /devices/{id}/comments/{commentId}`: edits a comment. */
    updateDeviceComment: (
      id: string,
      commentId: string,
      body: DeviceCommentInput,
      call?: CallOptions,
    ) =>
      json(DeviceCommentSchema, call, (init) =>
        client.PUT('/devices/{id}/comments/{commentId}', {
          params: { header: init.header, path: { id, commentId } },
          body,
          ...init.options,
        }),
      ),

    /** `DELETE /devices/{id}/comments/{commentId}`: deletes a comment. */
    deleteDeviceComment: (id: string, commentId: string, call?: CallOptions) =>
      empty(call, (init) =>
        client.DELETE('/devices/{id}/comments/{commentId}', {
          params: { header: init.header, path: { id, commentId } },
          ...init.options,
        }),
      ),

    /** `GET /devices/{id}/qr-code`: the device's QR code as an image Blob. */
    getDeviceQrCode: (id: string, call?: CallOptions) =>
      blob(call, (init) =>
        client.GET('/devices/{id}/qr-code', {
          params: { header: init.header, path: { id } },
          ...init.options,
        }),
      ),

    /** `GET /tenants/{tenant}/devices`: a page of the tenant's devices, filtered (§3 device filter). */
    listTenantDevices: (tenant: string, query?: QueryOf<'listTenantDevices'>, call?: CallOptions) =>
      json(DevicePageSchema, call, (init) =>
        client.GET('/tenants/{tenant}/devices', {
          params: { header: init.header, path: { tenant }, query },
          ...init.options,
        }),
      ),

    /** `POST /tenants/{tenant}/devices`: creates a device at a tenant. */
    createTenantDevice: (tenant: string, body: DeviceCreate, call?: CallOptions) =>
      json(DeviceSchema, call, (init) =>
        client.POST('/tenants/{tenant}/devices', {
          params: { header: init.header, path: { tenant } },
          body,
          ...init.options,
        }),
      ),

    /** `GET /tenants/{tenant}/devices/{device}`: one device of a tenant; `notFound` when none. */
    getTenantDevice: (tenant: string, device: string, call?: CallOptions) =>
      json(DeviceSchema, call, (init) =>
        client.GET('/tenants/{tenant}/devices/{device}', {
          params: { header: init.header, path: { tenant, device } },
          ...init.options,
        }),
      ),

    /** `PUT /tenants/{tenant}/devices/{device}`: updates a device of a tenant. */
    updateTenantDevice: (tenant: string, device: string, body: DeviceUpdate, call?: CallOptions) =>
      json(DeviceSchema, call, (init) =>
        client.PUT('/tenants/{tenant}/devices/{device}', {
          params: { header: init.header, path: { tenant, device } },
          body,
          ...init.options,
        }),
      ),

    /** `GET /tenants/{tenant}/devices/{device}/details`: the device detail; `notFound` on 404. */
    getTenantDeviceDetails: (tenant: string, device: string, call?: CallOptions) =>
      json(DeviceSchema, call, (init) =>
        client.GET('/tenants/{tenant}/devices/{device}/details', {
          params: { header: init.header, path: { tenant, device } },
          ...init.options,
        }),
      ),

    /** `POST /tenants/{tenant}/devices/{device}/fluid`: records a fluid fill. */
    addTenantDeviceFluid: (tenant: string, device: string, body: Fluid, call?: CallOptions) =>
      empty(call, (init) =>
        client.POST('/tenants/{tenant}/devices/{device}/fluid', {
          params: { header: init.header, path: { tenant, device } },
          body,
          ...init.options,
        }),
      ),

    /** `PUT /tenants/{tenant}/devices/{device}/fluid/type`: sets the fluid type. */
    setTenantDeviceFluidType: (tenant: string, device: string, body: Fluid, call?: CallOptions) =>
      empty(call, (init) =>
        client.PUT('/tenants/{tenant}/devices/{device}/fluid/type', {
          params: { header: init.header, path: { tenant, device } },
          body,
          ...init.options,
        }),
      ),

    /** `POST /tenants/{tenant}/devices/{device}/batteries`: records a battery change. */
    changeTenantDeviceBatteries: (
      tenant: string,
      device: string,
      body: BatteryChange,
      call?: CallOptions,
    ) =>
      empty(call, (init) =>
        client.POST('/tenants/{tenant}/devices/{device}/batteries', {
          params: { header: init.header, path: { tenant, device } },
          body,
          ...init.options,
        }),
      ),

    /**
     * `GET /devices/by-serial-number/{serialNumber}` (path chosen here): the admin lookup,
     * across tenants; `notFound` when no device has that serial number.
     */
    getDeviceBySerialNumber: (serialNumber: string, call?: CallOptions) =>
      json(DeviceSchema, call, (init) =>
        client.GET('/devices/by-serial-number/{serialNumber}', {
          params: { header: init.header, path: { serialNumber } },
          ...init.options,
        }),
      ),

    /**
     * `GET /tenants/{tenant}/devices/by-serial-number/{serialNumber}` (path chosen here): the
     * non-admin lookup within one tenant.
     */
    getTenantDeviceBySerialNumber: (tenant: string, serialNumber: string, call?: CallOptions) =>
      json(DeviceSchema, call, (init) =>
        client.GET('/tenants/{tenant}/devices/by-serial-number/{serialNumber}', {
          params: { header: init.header, path: { tenant, serialNumber } },
          ...init.options,
        }),
      ),

    /**
     * `POST /devices/provision` (path chosen here): creates `numberOfNewDevices` devices of a
     * model and answers with their serial numbers.
     */
    provisionDevices: (body: ProvisionRequest, call?: CallOptions) =>
      json(ProvisionResultSchema, call, (init) =>
        client.POST('/devices/provision', {
          params: { header: init.header },
          body,
          ...init.options,
        }),
      ),
  };
}
