/**
 * `@hygiene/api-client` against the sandbox's `/api` over real HTTP, with tokens from the
 * authorization-code + PKCE flow: every answer the client accepts has passed its contract
 * validation (valibot), so `ok: true` means "valid per the contract".
 */
import { createApiClient } from '@hygiene/api-client';
import type { ApiClient, ApiResult } from '@hygiene/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { signIn, startTestSandbox } from '../test-helpers.ts';
import type { TestSandbox } from '../test-helpers.ts';

let sandbox: TestSandbox;
let adminToken: string;
let staffToken: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  adminToken = (await signIn(sandbox.url, 'admin')).tokens.access_token;
  staffToken = (await signIn(sandbox.url, 'staff')).tokens.access_token;
});
afterAll(() => sandbox.dispose());

function client(token: string, tenant = 'demo', extra: { onUnauthorized?: () => void } = {}) {
  return createApiClient({
    baseUrl: `${sandbox.url}/api`,
    getAccessToken: () => token,
    getTenantIdentifier: () => tenant,
    ...extra,
  });
}

/** The data of a successful call; a failure shows its error in the assertion message. */
function data<T>(result: ApiResult<T>): T {
  expect(result.ok ? 'ok' : result.error).toBe('ok');
  if (!result.ok) throw new Error('unreachable');
  return result.data;
}

describe('@hygiene/api-client against the sandbox', () => {
  it('reads every area as the administrator, each answer valid per the contract', async () => {
    const api: ApiClient = client(adminToken);
    const tenants = data(await api.listTenants({ pageSize: 100 }));
    expect(tenants.items.map((t) => t.identifier)).toEqual(
      expect.arrayContaining(['service', 'demo', 'bergen-kommune']),
    );
    expect(data(await api.getTenant('demo'))).toEqual({
      identifier: 'demo',
      name: 'demo',
      realm: 'demo',
    });
    expect(data(await api.listServiceTenants()).length).toBeGreaterThan(0);

    const devices = data(await api.listTenantDevices('demo', { pageSize: 5 }));
    expect(devices.items).toHaveLength(5);
    expect(data(await api.getDevice(devices.items[0]!.id)).serialNumber).toBe(
      devices.items[0]!.serialNumber,
    );
    expect(data(await api.listDeviceModels()).items.length).toBeGreaterThan(0);

    expect(data(await api.listDeviceEvents({ page: 0, pageSize: 10 })).items).toHaveLength(10);
    expect(data(await api.listInstallations({ pageSize: 5 })).items.length).toBeGreaterThan(0);

    const sections = data(await api.listSections());
    expect(sections.items.length).toBeGreaterThan(0);
    expect(data(await api.listSectionPremises(sections.items[0]!.id)).items.length).toBeGreaterThan(
      0,
    );

    expect(data(await api.listUsers({ pageSize: 5 })).items.length).toBeGreaterThan(0);
    expect(data(await api.listGroups()).items.length).toBeGreaterThan(0);
  });

  it('writes through the sandbox, and the write is read back', async () => {
    const api = client(adminToken);
    const created = data(
      await api.createRoomType({ name: 'Integration test room', useForCompliance: false }),
    );
    const types = data(await api.listRoomTypes({ pageSize: 100 }));
    expect(types.items.map((t) => t.id)).toContain(created.id);
    const again = await api.createRoomType({
      name: 'integration TEST room',
      useForCompliance: false,
    });
    expect(again.ok ? 'ok' : again.error.status).toBe('conflict');
  });

  it('answers a call without a token with 401, kind unauthorized', async () => {
    const onUnauthorized = vi.fn();
    const api = createApiClient({
      baseUrl: `${sandbox.url}/api`,
      getAccessToken: () => adminToken,
      getTenantIdentifier: () => 'demo',
      onUnauthorized,
      // The server must see no token at all, not a wrong one.
      fetch: (request) => {
        const bare = new Request(request);
        bare.headers.delete('authorization');
        return fetch(bare);
      },
    });
    const result = await api.listTenants();
    expect(result.ok ? 'ok' : result.error).toMatchObject({
      status: 'unauthorized',
      httpStatus: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    const forged = await client('not.a.token').listSections();
    expect(forged.ok ? 'ok' : forged.error).toMatchObject({
      status: 'unauthorized',
      httpStatus: 401,
    });
  });

  it('lets staff read demo, lists only demo, and refuses every other tenant without data', async () => {
    const own = client(staffToken, 'demo');
    expect(data(await own.listTenants()).items.map((t) => t.identifier)).toEqual(['demo']);
    expect(data(await own.listTenantDevices('demo', { pageSize: 1 })).items).toHaveLength(1);

    const other = client(staffToken, 'bergen-kommune');
    for (const result of [
      await other.listSections(),
      await other.listDeviceEvents({ page: 0, pageSize: 10 }),
      await other.listTenantDevices('bergen-kommune'),
      await own.getTenant('bergen-kommune'),
      await own.listTenantDevices('bergen-kommune'),
      await own.listInstallations({ tenantIdentifierFilter: 'demo,bergen-kommune' }),
    ]) {
      expect(result.ok).toBe(false);
      expect(result.ok ? undefined : result.error).toMatchObject({
        status: 'forbidden',
        httpStatus: 403,
      });
      expect(result).not.toHaveProperty('data');
    }
  });
});
