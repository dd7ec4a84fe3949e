import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

import { SignJWT, generateKeyPair, importJWK } from 'jose';
import type { JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

import { authorizeUrl, claims, fakeOf, pkce, signIn, startTestSandbox } from './test-helpers.ts';
import type { TestSandbox } from './test-helpers.ts';

let sandbox: TestSandbox;
let base: string;
let staffToken: string;
let adminToken: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  base = sandbox.url;
  staffToken = (await signIn(base, 'staff')).tokens.access_token;
  adminToken = (await signIn(base, 'admin')).tokens.access_token;
});
afterAll(() => sandbox.dispose());

const demoTenant = { 'x-tenant-identifier': 'demo' };
const bearer = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...extra,
});

async function problem(response: Response) {
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  return (await response.json()) as { title: string; status: number; detail?: string };
}

describe('the API without a valid token', () => {
  it('answers 401 problem+json without a token', async () => {
    const response = await fetch(`${base}/api/tenants`);
    expect(response.status).toBe(401);
    expect((await problem(response)).title).toBe('Unauthorized');
  });

  it('answers 401 to garbage and to a token signed by someone else', async () => {
    expect((await fetch(`${base}/api/tenants`, { headers: bearer('not.a.jwt') })).status).toBe(401);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ ...claims(adminToken) })
      .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
      .sign(privateKey);
    expect((await fetch(`${base}/api/tenants`, { headers: bearer(forged) })).status).toBe(401);
  });

  it('answers 401 to a token of this provider for another audience or another client', async () => {
    // The sandbox's own key, read from its store: a token it could have signed itself.
    const db = new DatabaseSync(join(sandbox.dataDir, 'sandbox.sqlite'), { readOnly: true });
    const row = db.prepare('SELECT kid, jwk FROM signing_keys ORDER BY created DESC').get()!;
    db.close();
    const key = await importJWK(JSON.parse(String(row.jwk)) as JWK, 'RS256');
    const resign = (changes: Record<string, unknown>) =>
      new SignJWT({ ...claims(staffToken), ...changes })
        .setProtectedHeader({ alg: 'RS256', kid: String(row.kid), typ: 'JWT' })
        .sign(key);
    const status = async (token: string) =>
      (await fetch(`${base}/api/tenants`, { headers: bearer(token, demoTenant) })).status;
    expect(await status(await resign({}))).toBe(200);
    expect(await status(await resign({ aud: 'another-api' }))).toBe(401);
    expect(await status(await resign({ azp: 'another-client' }))).toBe(401);
  });

  it('answers 401 to a refresh or ID token used as an access token', async () => {
    const { tokens } = await signIn(base, 'admin');
    expect(
      (await fetch(`${base}/api/tenants`, { headers: bearer(tokens.refresh_token) })).status,
    ).toBe(401);
    expect((await fetch(`${base}/api/tenants`, { headers: bearer(tokens.id_token) })).status).toBe(
      401,
    );
  });

  it('answers 401 once the access token has expired: API, hub negotiate and hub socket', async () => {
    // Expiry is in whole seconds: a 2 s token is valid for at least 1 s, time enough to check
    // it works before it expires (a 1 s token could expire at once).
    const shortLived = await startTestSandbox({ tokenLifetimes: { accessTokenSeconds: 2 } });
    try {
      const { tokens } = await signIn(shortLived.url, 'admin');
      const url = `${shortLived.url}/api/tenants`;
      const negotiate = () =>
        fetch(`${shortLived.url}/hubs/events/negotiate?negotiateVersion=1`, {
          method: 'POST',
          headers: bearer(tokens.access_token),
        });
      const upgrade = () =>
        new Promise<number>((resolve) => {
          const socket = new WebSocket(
            `${shortLived.url.replace('http', 'ws')}/hubs/events?access_token=${tokens.access_token}`,
          );
          socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
          socket.on('open', () => {
            socket.close();
            resolve(101);
          });
          socket.on('error', () => {});
        });
      expect((await fetch(url, { headers: bearer(tokens.access_token, demoTenant) })).status).toBe(
        200,
      );
      expect((await negotiate()).status).toBe(200);
      expect(await upgrade()).toBe(101);
      await new Promise((resolve) => setTimeout(resolve, 3100));
      expect((await fetch(url, { headers: bearer(tokens.access_token, demoTenant) })).status).toBe(
        401,
      );
      expect((await negotiate()).status).toBe(401);
      expect(await upgrade()).toBe(401);
    } finally {
      await shortLived.dispose();
    }
  });
});

describe('tenant access', () => {
  it("gives staff only the tenant demo, and a refusal for any other tenant's data", async () => {
    const list = (await (
      await fetch(`${base}/api/tenants`, {
        headers: bearer(staffToken, { 'x-tenant-identifier': 'demo' }),
      })
    ).json()) as {
      items: { identifier: string }[];
    };
    expect(list.items.map((t) => t.identifier)).toEqual(['demo']);

    const other = await fetch(`${base}/api/tenants/northwind-care`, {
      headers: bearer(staffToken),
    });
    expect(other.status).toBe(403);
    expect((await problem(other)).detail).toContain('northwind-care');

    const viaHeader = await fetch(`${base}/api/device-events`, {
      headers: bearer(staffToken, { 'x-tenant-identifier': 'northwind-care' }),
    });
    expect(viaHeader.status).toBe(403);

    const viaFilter = await fetch(
      `${base}/api/device-installations?tenantIdentifierFilter=demo,northwind-care`,
      {
        headers: bearer(staffToken, { 'x-tenant-identifier': 'demo' }),
      },
    );
    expect(viaFilter.status).toBe(403);

    const own = await fetch(`${base}/api/tenants/demo`, {
      headers: bearer(staffToken, { 'x-tenant-identifier': 'demo' }),
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ identifier: 'demo', name: 'demo', realm: 'demo' });
  });

  it('finds the closest tenant for staff, and names only one they may reach', async () => {
    // Near Bergen: the platform's own answer would be bergen-kommune.
    const near = 'latitude=60.39&longitude=5.32';
    const asAdmin = await fetch(`${base}/api/tenants/closest?${near}`, {
      headers: bearer(adminToken, demoTenant),
    });
    expect(((await asAdmin.json()) as { identifier: string }).identifier).toBe('bergen-kommune');
    const asStaff = await fetch(`${base}/api/tenants/closest?${near}`, {
      headers: bearer(staffToken, demoTenant),
    });
    expect(asStaff.status).toBe(200);
    expect(((await asStaff.json()) as { identifier: string }).identifier).toBe('demo');
    const withoutLatitude = await fetch(`${base}/api/tenants/closest?longitude=5`, {
      headers: bearer(staffToken, demoTenant),
    });
    expect(withoutLatitude.status).toBe(400);
  });

  it("lets staff read whether demo is in maintenance, as demo, and refuses another tenant's", async () => {
    // Maintenance started on demo by the administrator, as the service tenant.
    const end = new Date(Date.now() + 30 * 60_000).toISOString();
    const started = await fetch(`${base}/api/sessions`, {
      method: 'POST',
      headers: bearer(adminToken, {
        'x-tenant-identifier': 'service',
        'content-type': 'application/json',
      }),
      body: JSON.stringify({ tenantIdentifier: 'demo', serviceTimeEnd: end }),
    });
    expect(started.status).toBe(204);

    const own = await fetch(`${base}/api/tenants/demo/maintenance`, {
      headers: bearer(staffToken, demoTenant),
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({
      tenantIdentifier: 'demo',
      inMaintenance: true,
      serviceTimeEnd: end,
    });
    // The service tenant's own view stays closed to staff.
    const serviceView = await fetch(`${base}/api/service-tenants`, {
      headers: bearer(staffToken, { 'x-tenant-identifier': 'service' }),
    });
    expect(serviceView.status).toBe(403);
    for (const other of ['northwind-care', 'service']) {
      const refused = await fetch(`${base}/api/tenants/${other}/maintenance`, {
        headers: bearer(staffToken, demoTenant),
      });
      expect(refused.status).toBe(403);
      expect((await problem(refused)).detail).toContain(other);
    }
  });

  it('refuses another tenant named in the body, and every body under a label its call does not take', async () => {
    const before = JSON.stringify(fakeOf(sandbox).snapshot());
    const json = await fetch(`${base}/api/sessions`, {
      method: 'POST',
      headers: bearer(staffToken, { ...demoTenant, 'content-type': 'application/json' }),
      body: JSON.stringify({ tenantIdentifier: 'northwind-care' }),
    });
    expect(json.status).toBe(403);
    expect((await problem(json)).detail).toContain('northwind-care');
    // The same bytes under any other label never reach a handler that would read them as JSON.
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ]) {
      const response = await fetch(`${base}/api/sessions`, {
        method: 'POST',
        headers: bearer(staffToken, {
          ...demoTenant,
          ...(contentType ? { 'content-type': contentType } : {}),
        }),
        body: new TextEncoder().encode(JSON.stringify({ tenantIdentifier: 'northwind-care' })),
      });
      expect(response.status, contentType).toBe(415);
      expect((await problem(response)).detail).toContain('application/json');
    }
    expect(JSON.stringify(fakeOf(sandbox).snapshot())).toBe(before);
  });

  it('gives the administrator every tenant, and 404 problem+json for unknown ones', async () => {
    const list = (await (
      await fetch(`${base}/api/tenants`, {
        headers: bearer(adminToken, { 'x-tenant-identifier': 'demo' }),
      })
    ).json()) as {
      items: { identifier: string }[];
      totalItems: number;
    };
    expect(list.totalItems).toBe(5);
    const missing = await fetch(`${base}/api/tenants/nowhere`, {
      headers: bearer(adminToken, { 'x-tenant-identifier': 'demo' }),
    });
    expect(missing.status).toBe(404);
    expect((await problem(missing)).title).toBe('Not Found');
  });

  it('returns the events the simulated dispensers recorded for the tenant', async () => {
    let emitted = sandbox.simulator.emitOne('demo');
    // Config events are pushed, not recorded: draw until a device event comes.
    while (emitted?.status === 'config') emitted = sandbox.simulator.emitOne('demo');
    if (emitted?.status !== 'device') throw new Error('no device event emitted');
    expect(emitted.tenantIdentifier).toBe('demo');
    const page = (await (
      await fetch(`${base}/api/device-events?page=0&pageSize=10`, {
        headers: bearer(staffToken, { 'x-tenant-identifier': 'demo' }),
      })
    ).json()) as { items: { deviceId: string; timestamp: string }[] };
    expect(page.items[0]).toMatchObject({
      deviceId: emitted.event.deviceId,
      timestamp: emitted.event.timestamp,
    });
    const ofDevice = (await (
      await fetch(
        `${base}/api/tenants/demo/devices/${emitted.event.deviceId}/events?page=1&pageSize=5`,
        { headers: bearer(staffToken, { 'x-tenant-identifier': 'demo' }) },
      )
    ).json()) as { items: unknown[] };
    expect(ofDevice.items[0]).toEqual(page.items[0]);
  });
});

describe('bad input', () => {
  it('answers 400 problem+json to a malformed percent-encoding in the path, not 500', async () => {
    for (const path of ['/api/tenants/%E0%A4%A', '/api/devices/%ZZ', '/api/tenants/%']) {
      const response = await fetch(`${base}${path}`, { headers: bearer(staffToken, demoTenant) });
      expect(response.status, path).toBe(400);
      expect((await problem(response)).title).toBe('Bad Request');
    }
  });

  it('answers 422 to JSON nested 20,000 levels deep, and stays writable', async () => {
    const before = JSON.stringify(fakeOf(sandbox).snapshot());
    const deep = `{"name":"Deep","map":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const response = await fetch(`${base}/api/sections`, {
      method: 'POST',
      headers: bearer(staffToken, { ...demoTenant, 'content-type': 'application/json' }),
      body: deep,
    });
    expect(response.status).toBe(422);
    expect((await problem(response)).detail).toContain('deeper than');
    expect(JSON.stringify(fakeOf(sandbox).snapshot())).toBe(before);

    // Adding a section is the provider's (the roles table), so the good write is admin's.
    const good = await fetch(`${base}/api/sections`, {
      method: 'POST',
      headers: bearer(adminToken, { ...demoTenant, 'content-type': 'application/json' }),
      body: JSON.stringify({ name: 'After the deep one' }),
    });
    expect(good.status).toBeLessThan(300);
  });

  it('answers 400 problem+json to malformed JSON', async () => {
    const response = await fetch(`${base}/api/sections`, {
      method: 'POST',
      headers: bearer(adminToken, { 'content-type': 'application/json' }),
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    expect((await problem(response)).detail).toBe('The request body is not valid JSON.');
  });

  it('answers 413 problem+json to oversized bodies', async () => {
    const json = await fetch(`${base}/api/tenants`, {
      method: 'POST',
      headers: bearer(adminToken, { 'content-type': 'application/json' }),
      body: JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(json.status).toBe(413);
    expect((await problem(json)).title).toBe('Content Too Large');

    const binary = await fetch(`${base}/api/device-installations/1/images`, {
      method: 'POST',
      headers: bearer(adminToken, { 'content-type': 'application/octet-stream' }),
      body: new Uint8Array(11 * 1024 * 1024),
    });
    expect(binary.status).toBe(413);
  });

  it('refuses a foreign Host header (DNS rebinding) with 421', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: sandbox.port,
          path: '/config.json',
          headers: { host: 'evil.example' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(421);
  });
});

describe('CORS for the Vite dev server', () => {
  it('trusts no dev server without --dev-origins', async () => {
    const response = await fetch(`${base}/api/tenants`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows the dev server with the tenant header (--dev-origins), and nobody else', async () => {
    const dev = await startTestSandbox({ devOrigins: true });
    const preflight = (origin: string) =>
      fetch(`${dev.url}/api/tenants`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,x-tenant-identifier',
        },
      });
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173']) {
      const response = await preflight(origin);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
        'x-tenant-identifier',
      );
    }
    expect(
      (await preflight('https://evil.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();
    await dev.dispose();
  });
});

describe('the page and its runtime config', () => {
  it('serves a placeholder until the host is built, and config.json pointing at this origin', async () => {
    const page = await fetch(`${base}/demo/dashboard`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('The host app is not built yet');
    const config = (await (await fetch(`${base}/config.json`)).json()) as Record<string, unknown>;
    // Exactly the host's strict runtime-config schema (apps/host/src/config/runtimeConfig.ts).
    expect(config).toEqual({
      environment: 'sandbox',
      apiUrl: `${base}/api`,
      hubUrl: `${base}/hubs/events`,
      identity: { url: base, defaultRealm: 'demo' },
      serviceTenantIdentifier: 'service',
      screenUserDomain: 'screens.hygiene.example',
      filterableEvents: expect.arrayContaining(['Bluetooth', 'State', 'HandSense']) as string[],
      eventColors: { Bluetooth: '#0082fc', State: '#f57600' },
    });
  });
});

describe('security headers', () => {
  it('marks every API answer nosniff, refusals included', async () => {
    const ok = await fetch(`${base}/api/tenants`, { headers: bearer(staffToken, demoTenant) });
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    const refused = await fetch(`${base}/api/tenants`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives the sign-in page a policy: no script, no frames, forms to the provider and the console', async () => {
    const page = await fetch(
      authorizeUrl(base, { redirectUri: `${base}/demo/dashboard`, challenge: pkce().challenge }),
    );
    const text = await page.text();
    expect(text).toContain('<form method="post"');
    expect(text).toContain('<link rel="icon" href="data:," />');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(new RegExp(`form-action 'self'[^;]*${new URL(base).origin}`));
    expect(policy).not.toContain('script-src');
    // Its icon is empty and allowed, so browsers ask for no /favicon.ico the policy would refuse.
    expect(policy).toContain('img-src data:');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
