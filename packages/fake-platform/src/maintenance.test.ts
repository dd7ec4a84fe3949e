/**
 * `GET /tenants/{tenant}/maintenance` (an extension of the contract): every user of a tenant may
 * read whether it is in maintenance and until when, and only of a tenant it may reach.
 */
import { describe, expect, it } from 'vitest';

import { DEMO_TENANT, SERVICE_TENANT } from './constants';
import { createFakePlatform } from './platform';
import type { FakePlatform } from './platform';
import { clientFor } from './testClient';

const OTHER_TENANT = 'oslo-universitetssykehus';
const HOUR = 3_600_000;

const later = (platform: FakePlatform, ms: number) =>
  new Date(Date.parse(platform.state.now) + ms).toISOString();

async function start(platform: FakePlatform, tenantIdentifier: string, serviceTimeEnd: string) {
  const result = await clientFor(platform, SERVICE_TENANT).startMaintenance({
    tenantIdentifier,
    serviceTimeEnd,
  });
  if (!result.ok) throw new Error(`start failed: ${result.error.status}`);
}

async function statusOf(platform: FakePlatform, asTenant: string, tenant = asTenant) {
  const result = await clientFor(platform, asTenant).getTenantMaintenance(tenant);
  return result.ok ? result.data : result.error.status;
}

describe('GET /tenants/{tenant}/maintenance', () => {
  it('answers not in maintenance, with no end, while none was ever started', async () => {
    const platform = createFakePlatform();
    expect(await statusOf(platform, DEMO_TENANT)).toEqual({
      tenantIdentifier: DEMO_TENANT,
      inMaintenance: false,
      serviceTimeEnd: null,
    });
  });

  it('lets the tenant in maintenance read that it is, and until when', async () => {
    const platform = createFakePlatform();
    const end = later(platform, HOUR);
    await start(platform, DEMO_TENANT, end);
    expect(await statusOf(platform, DEMO_TENANT)).toEqual({
      tenantIdentifier: DEMO_TENANT,
      inMaintenance: true,
      serviceTimeEnd: end,
    });
    // Another tenant is not in maintenance, and learns nothing about demo's.
    expect(await statusOf(platform, OTHER_TENANT)).toMatchObject({
      tenantIdentifier: OTHER_TENANT,
      inMaintenance: false,
    });
  });

  it('keeps the end after maintenance was ended early, no longer running', async () => {
    const platform = createFakePlatform();
    await start(platform, DEMO_TENANT, later(platform, HOUR));
    const early = later(platform, -60_000);
    await start(platform, DEMO_TENANT, early);
    expect(await statusOf(platform, DEMO_TENANT)).toEqual({
      tenantIdentifier: DEMO_TENANT,
      inMaintenance: false,
      serviceTimeEnd: early,
    });
  });

  it('closes a tenant’s window when maintenance is started on another tenant', async () => {
    const platform = createFakePlatform();
    await start(platform, DEMO_TENANT, later(platform, HOUR));
    await start(platform, OTHER_TENANT, later(platform, 2 * HOUR));
    const movedAt = platform.state.userSessions.find((s) => s.tenant === OTHER_TENANT)!.created;
    expect(await statusOf(platform, DEMO_TENANT)).toEqual({
      tenantIdentifier: DEMO_TENANT,
      inMaintenance: false,
      serviceTimeEnd: movedAt,
    });
    expect(await statusOf(platform, OTHER_TENANT)).toMatchObject({ inMaintenance: true });
  });

  it('answers 404 to a tenant asking about another tenant, as if it did not exist', async () => {
    const platform = createFakePlatform();
    await start(platform, OTHER_TENANT, later(platform, HOUR));
    expect(await statusOf(platform, DEMO_TENANT, OTHER_TENANT)).toBe('notFound');
  });

  it('refuses (403) a user who may reach demo only, for any other tenant', async () => {
    // As the sandbox decides for the `staff` user: demo only.
    const platform = createFakePlatform({
      authorize: ({ tenant }) => (tenant === DEMO_TENANT ? 'allow' : 'forbidden'),
    });
    const staff = clientFor(platform, DEMO_TENANT);
    const own = await staff.getTenantMaintenance(DEMO_TENANT);
    expect(own.ok).toBe(true);
    const other = await staff.getTenantMaintenance(OTHER_TENANT);
    expect(other.ok ? 'ok' : other.error.status).toBe('forbidden');
    const service = await staff.getTenantMaintenance(SERVICE_TENANT);
    expect(service.ok ? 'ok' : service.error.status).toBe('forbidden');
  });

  it('lets the service tenant read any tenant’s status', async () => {
    const platform = createFakePlatform();
    const end = later(platform, HOUR);
    await start(platform, DEMO_TENANT, end);
    expect(await statusOf(platform, SERVICE_TENANT, DEMO_TENANT)).toMatchObject({
      inMaintenance: true,
      serviceTimeEnd: end,
    });
  });
});
