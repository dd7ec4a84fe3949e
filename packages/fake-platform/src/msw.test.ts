/**
 * The MSW adapter in Node: msw/node intercepts real `fetch` calls to the base URL and the
 * platform answers them; the overrides answer single routes for a story's special states.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient } from '@hygiene/api-client';

import { TENANT_HEADER } from './constants';
import { createOverrides, mswHandlers } from './msw';
import { createFakePlatform } from './platform';

const BASE_URL = 'http://api.hygiene.test/v1';
const platform = createFakePlatform();
// The console talks to /v1 on another host; the platform answers under its own /api.
const server = setupServer(...mswHandlers(platform, { baseUrl: BASE_URL }));
const override = createOverrides({ baseUrl: BASE_URL });
const headers = { authorization: 'Bearer t', [TENANT_HEADER]: 'demo' };

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  platform.reset();
});
afterAll(() => server.close());

describe('mswHandlers', () => {
  it('answers fetch calls to the base URL from the platform', async () => {
    const response = await fetch(`${BASE_URL}/sections?pageSize=2`, { headers });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { items: { name: string }[]; totalItems: number };
    expect(page.items).toHaveLength(2);
    expect(page.totalItems).toBe(platform.state.sections.filter((s) => s.tenant === 'demo').length);
  });

  it('passes bodies through, so writes reach the state', async () => {
    const response = await fetch(`${BASE_URL}/sections`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Øst' }),
    });
    expect(response.status).toBe(200);
    expect(platform.state.sections.some((s) => s.name === 'Øst' && s.tenant === 'demo')).toBe(true);
  });

  it('serves the real api-client over global fetch', async () => {
    const api = createApiClient({
      baseUrl: BASE_URL,
      getAccessToken: () => 't',
      getTenantIdentifier: () => 'demo',
    });
    const result = await api.listRoomTypes({ page: 0, pageSize: 100 });
    expect(result.ok && result.data.items.length).toBeGreaterThan(0);
  });
});

describe('overrides', () => {
  it('loading: the route never answers', async () => {
    server.use(override.loading('get', '/sections'));
    const answer = fetch(`${BASE_URL}/sections`, { headers, signal: AbortSignal.timeout(200) });
    await expect(answer).rejects.toThrow();
    // Other routes still answer from the platform.
    expect((await fetch(`${BASE_URL}/floors`, { headers })).status).toBe(200);
  });

  it('empty: an empty page, a plain empty list, or empty items, by what the contract answers', async () => {
    server.use(
      override.empty('get', '/sections'),
      override.empty('GET', '/devices/:id/comments'),
      override.empty('get', '/groups'),
    );
    const page = await (await fetch(`${BASE_URL}/sections?pageSize=9`, { headers })).json();
    expect(page).toEqual({
      items: [],
      pageSize: 9,
      currentPage: 1,
      nextPage: null,
      totalItems: 0,
      totalPages: 0,
    });
    expect(await (await fetch(`${BASE_URL}/devices/x/comments`, { headers })).json()).toEqual([]);
    expect(await (await fetch(`${BASE_URL}/groups`, { headers })).json()).toEqual({ items: [] });
    expect(() => override.empty('get', '/devices/{id}')).toThrow(/no list/);
  });

  it('error and conflict: problem+json with the status', async () => {
    server.use(
      override.error('get', '/sections/{id}', 503),
      override.conflict('post', '/device-installations'),
    );
    const failed = await fetch(`${BASE_URL}/sections/abc`, { headers });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('content-type')).toBe('application/problem+json');
    const conflict = await fetch(`${BASE_URL}/device-installations`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    expect(conflict.status).toBe(409);
    // The override is exact: a GET of the same path still reaches the platform.
    expect((await fetch(`${BASE_URL}/device-installations`, { headers })).status).toBe(200);
  });
});
