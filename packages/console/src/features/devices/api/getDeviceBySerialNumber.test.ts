import { createApiClient, type ApiClient, type Device } from '@hygiene/api-client';
import { createFakePlatform } from '@hygiene/fake-platform';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { apiErrorOf } from '../../../data/apiQuery';
import { createConsoleQueryClient } from '../../../data/queryClient';
import { DEMO_DEVICE, OSLO_DEVICE, SERVICE_DEVICE_FOR_DEMO } from '../../../testing/storyData';
import { getDeviceBySerialNumber, type LookupClients } from './getDeviceBySerialNumber';

/**
 * The lookup against the fake platform, as a user who may reach the tenants in `reachable`
 * (every other tenant answers 403, as the sandbox does for `staff`). Every request is recorded
 * with the tenant it was asked as.
 */
function lookupAs(tenant: string, reachable: readonly string[] | 'all' = 'all') {
  const platform = createFakePlatform({
    authorize: ({ token, tenant: asked }) =>
      !token
        ? 'unauthorized'
        : reachable === 'all' || reachable.includes(asked)
          ? 'allow'
          : 'forbidden',
  });
  const asked: { path: string; tenant: string | null }[] = [];
  const clientFor = (identifier: string) =>
    createApiClient({
      baseUrl: 'http://fake.test/api',
      getAccessToken: () => 'token',
      getTenantIdentifier: () => identifier,
      fetch: (request) => {
        asked.push({
          path: new URL(request.url).pathname.replace('/api', ''),
          tenant: request.headers.get('x-tenant-identifier'),
        });
        return platform.fetch(request);
      },
    });
  const clients: LookupClients = {
    api: clientFor(tenant),
    tenant,
    serviceApi: clientFor('service'),
    clientFor,
    queryClient: createConsoleQueryClient(),
  };
  return { clients, asked };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the device entry lookup (spec §2)', () => {
  it('finds a device at the current tenant as that tenant, with no admin lookup', async () => {
    const { clients, asked } = lookupAs('demo', ['demo']);
    const found = await getDeviceBySerialNumber(clients, DEMO_DEVICE.serialNumber, true);
    expect(found).toMatchObject({ status: 'here', device: { id: DEMO_DEVICE.id } });
    expect(asked).toEqual([
      {
        path: `/tenants/demo/devices/by-serial-number/${DEMO_DEVICE.serialNumber}`,
        tenant: 'demo',
      },
    ]);
  });

  it('switches to the device’s tenant with the flag when the user may reach it', async () => {
    const { clients, asked } = lookupAs('demo');
    const found = await getDeviceBySerialNumber(clients, OSLO_DEVICE.serialNumber, true);
    expect(found).toMatchObject({ status: 'switch', tenant: OSLO_DEVICE.tenant });
    expect(asked.map((a) => a.tenant)).toEqual(['demo', 'service', OSLO_DEVICE.tenant]);
    expect(asked[1]?.path).toBe(`/devices/by-serial-number/${OSLO_DEVICE.serialNumber}`);
    expect(asked[2]?.path).toBe(`/tenants/${OSLO_DEVICE.tenant}`);
  });

  it('is not found (never an error) when the user may not look across tenants', async () => {
    const { clients, asked } = lookupAs('demo', ['demo']);
    const failure = await getDeviceBySerialNumber(clients, OSLO_DEVICE.serialNumber, true).catch(
      (error: unknown) => error,
    );
    expect(apiErrorOf(failure)?.status).toBe('notFound');
    expect(asked.map((a) => a.tenant)).toEqual(['demo', 'service']);
  });

  it('stays when the device’s tenant is out of the user’s reach', async () => {
    const { clients } = lookupAs('demo', ['demo', 'service']);
    const found = await getDeviceBySerialNumber(clients, OSLO_DEVICE.serialNumber, true);
    expect(found).toMatchObject({ status: 'elsewhere', tenant: OSLO_DEVICE.tenant });
  });

  it('never leaves the current tenant without the flag', async () => {
    const { clients, asked } = lookupAs('demo');
    const failure = await getDeviceBySerialNumber(clients, OSLO_DEVICE.serialNumber, false).catch(
      (error: unknown) => error,
    );
    expect(apiErrorOf(failure)?.status).toBe('notFound');
    expect(asked.map((a) => a.tenant)).toEqual(['demo']);
    // A device on its way to demo, seen from the service tenant: stays without the flag...
    const service = lookupAs('service');
    await expect(
      getDeviceBySerialNumber(service.clients, SERVICE_DEVICE_FOR_DEMO.serialNumber, false),
    ).resolves.toMatchObject({ status: 'here' });
    // ...and switches to demo with it.
    await expect(
      getDeviceBySerialNumber(service.clients, SERVICE_DEVICE_FOR_DEMO.serialNumber, true),
    ).resolves.toMatchObject({ status: 'switch', tenant: 'demo' });
  });

  it('passes on a failure of the platform', async () => {
    const { clients } = lookupAs('demo');
    const failing = {
      ...clients.api,
      getTenantDeviceBySerialNumber: () =>
        Promise.resolve({ ok: false, error: { status: 'server', httpStatus: 500 } }),
    } as unknown as ApiClient;
    const failure = await getDeviceBySerialNumber(
      { ...clients, api: failing },
      DEMO_DEVICE.serialNumber,
      true,
    ).catch((error: unknown) => error);
    expect(apiErrorOf(failure)?.status).toBe('server');
  });

  it('logs an admin device without tenant identifier as an error (spec §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { clients } = lookupAs('demo');
    const homeless: Device = {
      id: 'd-homeless',
      serialNumber: OSLO_DEVICE.serialNumber,
      fluid: null,
      location: { tenant: null, identifier: null },
      deviceInstallation: null,
    };
    const admin = {
      getDeviceBySerialNumber: () => Promise.resolve({ ok: true, data: homeless }),
    } as unknown as ApiClient;
    const found = await getDeviceBySerialNumber(
      { ...clients, serviceApi: admin },
      OSLO_DEVICE.serialNumber,
      true,
    );
    expect(found).toEqual({ status: 'elsewhere', device: homeless, tenant: null });
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toMatch(/^Admin device without tenant identifier/);
  });
});
