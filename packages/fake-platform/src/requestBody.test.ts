/**
 * Bodies are taken only under the labels their call's contract names: the same bytes under
 * another label are 415 before any check or handler reads them, and JSON too deep to walk is 422.
 */
import { listContractCalls } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { MAX_JSON_DEPTH, TENANT_HEADER } from './constants';
import { createFakePlatform } from './platform';
import { jsonDepthExceeds, mediaTypeOf } from './requestBody';
import { TEST_BASE_URL } from './testClient';

const send = (
  platform: ReturnType<typeof createFakePlatform>,
  method: string,
  path: string,
  {
    contentType,
    body,
    tenant = 'demo',
  }: { contentType?: string; body?: BodyInit; tenant?: string },
) =>
  platform.fetch(
    new Request(`${TEST_BASE_URL}${path}`, {
      method,
      headers: {
        authorization: 'Bearer t',
        [TENANT_HEADER]: tenant,
        ...(contentType === undefined ? {} : { 'content-type': contentType }),
      },
      ...(body === undefined ? {} : { body }),
    }),
  );

describe('mediaTypeOf', () => {
  it('drops parameters and case', () => {
    expect(mediaTypeOf('Application/JSON; charset=utf-8')).toBe('application/json');
    expect(mediaTypeOf('multipart/form-data; boundary=x')).toBe('multipart/form-data');
    expect(mediaTypeOf(null)).toBe('');
  });
});

describe('jsonDepthExceeds', () => {
  const nested = (depth: number): unknown => {
    let value: unknown = 'leaf';
    for (let i = 0; i < depth; i += 1) value = i % 2 ? { a: value } : [value];
    return value;
  };

  it('counts arrays and objects, not scalars, at its edge', () => {
    expect(jsonDepthExceeds('x', 0)).toBe(false);
    expect(jsonDepthExceeds([], 0)).toBe(true);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown;
    expect(jsonDepthExceeds(deep, MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('the platform reads a body only as its contract names it', () => {
  it('takes JSON under its label and refuses the same bytes under every other', async () => {
    const platform = createFakePlatform();
    const before = JSON.stringify(platform.snapshot());
    const bytes = JSON.stringify({ name: 'Labelled' });
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      undefined,
    ]) {
      const response = await send(platform, 'POST', '/sections', {
        ...(contentType === undefined ? {} : { contentType }),
        body: new TextEncoder().encode(bytes),
      });
      expect(response.status, String(contentType)).toBe(415);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
    }
    expect(JSON.stringify(platform.snapshot())).toBe(before);
    const json = await send(platform, 'POST', '/sections', {
      contentType: 'application/json',
      body: bytes,
    });
    expect(json.status).toBeLessThan(300);
  });

  it('refuses a body sent to a call that takes none, and takes an empty one', async () => {
    const platform = createFakePlatform();
    const session = platform.state.deviceSessions.find((s) => s.stopped === null);
    if (!session) throw new Error('the seed has no running device session');
    const path = `/device-sessions/${session.id}/stop`;
    const withBody = await send(platform, 'POST', path, {
      contentType: 'application/json',
      body: '{}',
      tenant: 'service',
    });
    expect(withBody.status).toBe(415);
    const empty = await send(platform, 'POST', path, { tenant: 'service' });
    expect(empty.status).toBeLessThan(300);
  });

  it('checks the tenants a multipart form names, as it does a JSON body', async () => {
    const platform = createFakePlatform();
    const before = JSON.stringify(platform.snapshot());
    const installation = platform.state.installations.find((i) => i.tenant === 'demo');
    if (!installation) throw new Error('the seed has no installation at demo');
    const form = new FormData();
    form.set('tenantIdentifier', 'northwind-care');
    form.set(
      'imageFile',
      new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' }),
      'a.png',
    );
    const response = await send(
      platform,
      'POST',
      `/device-installations/${installation.id}/images`,
      {
        body: form,
      },
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('northwind-care');
    expect(JSON.stringify(platform.snapshot())).toBe(before);
    form.delete('tenantIdentifier');
    const own = await send(platform, 'POST', `/device-installations/${installation.id}/images`, {
      body: form,
    });
    expect(own.status).toBeLessThan(300);
  });

  it('answers 422 to JSON nested too deep, and the next write works', async () => {
    const platform = createFakePlatform();
    const before = JSON.stringify(platform.snapshot());
    const deep = `{"name":"Deep","x":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const response = await send(platform, 'POST', '/sections', {
      contentType: 'application/json',
      body: deep,
    });
    expect(response.status).toBe(422);
    expect(JSON.stringify(platform.snapshot())).toBe(before);
    const next = await send(platform, 'POST', '/sections', {
      contentType: 'application/json',
      body: JSON.stringify({ name: 'Next' }),
    });
    expect(next.status).toBeLessThan(300);
  });

  it('knows a label for every call of the contract that takes a body', () => {
    for (const call of listContractCalls()) {
      if (call.requestBody === null) continue;
      expect(call.requestBody.contentTypes.length, `${call.method} ${call.path}`).toBeGreaterThan(
        0,
      );
    }
  });
});
