/**
 * The tenancy rule of `tenancy.ts` for the faults found by trying it as an attacker would:
 * tenants named in the body, maintenance by a customer tenant, a malformed path, and a write
 * that must not be lost when the state is swapped while a handler waits for its upload.
 */
import { describe, expect, it } from 'vitest';

import { DEMO_TENANT, SERVICE_TENANT, TENANT_HEADER } from './constants';
import { createFakePlatform } from './platform';
import type { FakePlatform, FakePlatformOptions } from './platform';
import { tenantsInBody } from './tenancy';
import { TEST_BASE_URL, fixtures } from './testClient';

const OTHER = 'bergen-kommune';

function send(
  platform: FakePlatform,
  method: string,
  path: string,
  body?: unknown,
  tenant: string = DEMO_TENANT,
): Promise<Response> {
  return platform.fetch(
    new Request(`${TEST_BASE_URL}${path}`, {
      method,
      headers: {
        authorization: 'Bearer t',
        [TENANT_HEADER]: tenant,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

function setup(options: FakePlatformOptions = {}) {
  const platform = createFakePlatform(options);
  return { platform, f: fixtures(platform), before: JSON.stringify(platform.snapshot()) };
}

describe('a customer tenant names another tenant in the body', () => {
  it('POST /device-installations for a demo device, to another tenant: 404, nothing changed', async () => {
    const { platform, f, before } = setup();
    const free = platform.state.devices.find(
      (d) =>
        d.tenant === DEMO_TENANT &&
        !platform.state.installations.some(
          (i) => i.deviceId === d.id && (i.status === 'Ready' || i.status === 'InProgress'),
        ),
    )!;
    const response = await send(platform, 'POST', '/device-installations', {
      serialnumber: free.serialNumber,
      tenantIdentifier: OTHER,
    });
    expect(response.status).toBe(404);
    expect(JSON.stringify(platform.snapshot())).toBe(before);
    // The same call naming its own tenant works: the 404 is the tenant's doing.
    const own = await send(platform, 'POST', '/device-installations', {
      serialnumber: free.serialNumber,
      tenantIdentifier: f.tenant,
    });
    expect(own.status).toBe(200);
  });

  it('PUT /users/{id} moving a user to another tenant: 404, nothing changed', async () => {
    const { platform, f, before } = setup();
    const response = await send(platform, 'PUT', `/users/${f.user.id}`, {
      userInfo: { groups: [f.group.id], tenantId: OTHER },
      allowedSections: [],
    });
    expect(response.status).toBe(404);
    expect(JSON.stringify(platform.snapshot())).toBe(before);
  });

  it('PUT /tenants/demo/devices/{id} with location.tenant of another tenant: 404', async () => {
    const { platform, f, before } = setup();
    const response = await send(platform, 'PUT', `/tenants/demo/devices/${f.device.id}`, {
      location: { tenant: { identifier: OTHER }, identifier: null, type: null },
    });
    expect(response.status).toBe(404);
    expect(JSON.stringify(platform.snapshot())).toBe(before);
  });
});

describe('maintenance is the service tenant’s (spec §6)', () => {
  it.each([
    ['POST', '/sessions', { tenantIdentifier: OTHER }],
    ['POST', '/sessions', { tenantIdentifier: DEMO_TENANT }],
    ['POST', '/sessions/devices', { deviceIds: ['x'], tenantIdentifier: DEMO_TENANT }],
  ] as const)('%s %s from a customer tenant: 403, nothing changed', async (method, path, body) => {
    const { platform, before } = setup();
    const response = await send(platform, method, path, body);
    expect([403, 404]).toContain(response.status);
    expect(JSON.stringify(platform.snapshot())).toBe(before);
  });

  it('a customer tenant cannot change or stop a device session on itself', async () => {
    const { platform, f, before } = setup();
    const id = f.deviceSession!.id;
    expect((await send(platform, 'PUT', `/device-sessions/${id}`, { stopped: null })).status).toBe(
      403,
    );
    expect((await send(platform, 'POST', `/device-sessions/${id}/stop`)).status).toBe(403);
    expect(JSON.stringify(platform.snapshot())).toBe(before);
  });

  it('starting maintenance moves only the calling service tenant’s service time end', async () => {
    const platform = createFakePlatform();
    const snapshot = platform.snapshot();
    const service = snapshot.state.tenants.find((t) => t.kind === 'service')!;
    snapshot.state.tenants.push({ ...service, identifier: 'service-2', name: 'Second service' });
    platform.load(snapshot);
    const end = '2026-11-16T12:00:00.000Z';
    const response = await send(
      platform,
      'POST',
      '/sessions',
      { tenantIdentifier: DEMO_TENANT, serviceTimeEnd: end },
      SERVICE_TENANT,
    );
    expect(response.status).toBe(204);
    const ends = Object.fromEntries(
      platform.state.tenants.map((t) => [t.identifier, t.serviceTimeEnd]),
    );
    expect(ends[SERVICE_TENANT]).toBe(end);
    expect(ends['service-2']).toBe(service.serviceTimeEnd);
  });
});

describe('authorize is asked about every tenant the request names', () => {
  it('the service tenant naming a tenant its user may not reach, in the body: 403', async () => {
    const asked: string[] = [];
    const { platform, f, before } = setup({
      authorize: ({ tenant }) => {
        asked.push(tenant);
        return tenant === SERVICE_TENANT || tenant === DEMO_TENANT ? 'allow' : 'forbidden';
      },
    });
    const response = await send(
      platform,
      'POST',
      '/sessions/devices',
      { deviceIds: [f.device.id], tenantIdentifier: OTHER },
      SERVICE_TENANT,
    );
    expect(response.status).toBe(403);
    expect(asked).toEqual([SERVICE_TENANT, OTHER]);
    expect(JSON.stringify(platform.snapshot())).toBe(before);
  });

  it('finds tenants in nested fields, arrays and tenant objects', () => {
    expect(
      tenantsInBody({
        tenantIdentifier: 'a',
        userInfo: { tenantId: 'b' },
        location: { tenant: { identifier: 'c' } },
        tenantIdentifiers: ['d'],
        items: [{ tenant: 'e' }],
        name: 'tenant f',
      }).map((n) => `${n.place}=${n.identifier}`),
    ).toEqual([
      'body:tenantIdentifier=a',
      'body:userInfo.tenantId=b',
      'body:location.tenant.identifier=c',
      'body:tenantIdentifiers.0=d',
      'body:items.0.tenant=e',
    ]);
  });
});

describe('paths', () => {
  it('a malformed percent-encoding answers 400, not 500', async () => {
    const { platform } = setup();
    const response = await send(platform, 'GET', '/tenants/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });
});

describe('writes are never lost', () => {
  it('an upload that streams while load() swaps the state lands in the live state', async () => {
    const { platform, f } = setup();
    const installation = f.activeInstallation!;
    const boundary = 'xBOUNDARYx';
    const encoder = new TextEncoder();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(
          encoder.encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="imageFile"; filename="a.gif"\r\n` +
              'Content-Type: image/gif\r\n\r\nGIF89aDATA',
          ),
        );
        await released;
        controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
        controller.close();
      },
    });
    const pending = platform.fetch(
      new Request(`${TEST_BASE_URL}/device-installations/${installation.id}/images`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer t',
          [TENANT_HEADER]: DEMO_TENANT,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    // What a save that trims events used to do: replace the whole state while the upload runs.
    platform.load(platform.snapshot());
    release();
    const response = await pending;
    expect(response.status).toBe(204);
    const live = platform.state.installations.find((i) => i.id === installation.id)!;
    expect(live.images.length).toBe(installation.images.length + 1);
  });

  it('trimEvents drops old events in place: the state and its records stay the same objects', () => {
    const { platform } = setup();
    const state = platform.state;
    const events = platform.state.events;
    const newest = events[0];
    const dropped = platform.trimEvents(2);
    expect(dropped).toBeGreaterThan(0);
    expect(platform.state).toBe(state);
    expect(platform.state.events).toBe(events);
    expect(platform.state.events[0]).toBe(newest);
    expect(platform.state.events.length).toBeLessThanOrEqual(2 * platform.state.tenants.length);
  });
});
