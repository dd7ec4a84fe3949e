import { describe, expect, it, vi } from 'vitest';

import { fixtures, jsonResponse, problemResponse, recordingFetch } from '../test/fixtures';
import { createApiClient } from './client';
import type { ApiClient } from './client';
import type { ApiClientOptions } from './http';
import type { ApiErrorStatus } from './result';

function clientWith(
  fetch: (request: Request) => Promise<Response>,
  options: Partial<ApiClientOptions> = {},
) {
  return createApiClient({
    baseUrl: 'https://api.test',
    getAccessToken: () => 'token-1',
    getTenantIdentifier: () => 'acme',
    fetch,
    ...options,
  });
}

describe('errors by status', () => {
  it.each<[number, ApiErrorStatus]>([
    [400, 'badRequest'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [409, 'conflict'],
    [422, 'badRequest'],
    [500, 'server'],
    [503, 'server'],
  ])('%i is %s, with its code and problem details', async (httpStatus, status) => {
    const { fetch } = recordingFetch(() => problemResponse(httpStatus, 'Nope'));
    const result = await clientWith(fetch).getDevice('d-1');
    expect(result).toEqual({
      ok: false,
      error: {
        status,
        httpStatus,
        problem: { type: 'about:blank', title: 'Nope', status: httpStatus },
      },
    });
  });

  it('a missing device is notFound, which the device detail shows as its not-found view', async () => {
    const { fetch } = recordingFetch(() => new Response(null, { status: 404 }));
    const result = await clientWith(fetch).getTenantDeviceDetails('acme', 'missing');
    expect(result).toEqual({ ok: false, error: { status: 'notFound', httpStatus: 404 } });
  });

  it('creating an installation answers conflict on 409 and server on 500', async () => {
    const body = { serialnumber: 'SN-1', tenantIdentifier: 'acme' };
    const conflict = await clientWith(
      recordingFetch(() => problemResponse(409)).fetch,
    ).createInstallation(body);
    const server = await clientWith(
      recordingFetch(() => problemResponse(500)).fetch,
    ).createInstallation(body);
    expect(conflict.ok || conflict.error.status).toBe('conflict');
    expect(server.ok || server.error.status).toBe('server');
  });

  it('an existing room type is a conflict', async () => {
    const { fetch } = recordingFetch(() => problemResponse(409, 'Room type already exists'));
    const result = await clientWith(fetch).createRoomType({
      name: 'Toilet',
      useForCompliance: true,
    });
    expect(result.ok || result.error).toMatchObject({ status: 'conflict', httpStatus: 409 });
  });

  it('keeps no problem when the error body is not problem details', async () => {
    const { fetch } = recordingFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    const result = await clientWith(fetch).listDevices();
    expect(result).toEqual({ ok: false, error: { status: 'server', httpStatus: 502 } });
  });

  it('a failed write answers its status the same way', async () => {
    const { fetch } = recordingFetch(() => problemResponse(500));
    const result = await clientWith(fetch).startMaintenance({ tenantIdentifier: 'acme' });
    expect(result.ok || result.error).toMatchObject({ status: 'server', httpStatus: 500 });
  });
});

describe('no answer and bad answers', () => {
  it('a network failure is a network error, not a rejection', async () => {
    const cause = new TypeError('Failed to fetch');
    const result = await clientWith(() => Promise.reject(cause)).listDeviceEvents();
    expect(result).toEqual({ ok: false, error: { status: 'network', cause } });
  });

  it('malformed JSON is an invalidResponse', async () => {
    const { fetch } = recordingFetch(
      () =>
        new Response('{"items": [', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const result = await clientWith(fetch).listTenantDevices('acme');
    expect(result.ok || result.error).toMatchObject({ status: 'invalidResponse', httpStatus: 200 });
    expect(
      result.ok || result.error.status !== 'invalidResponse' || result.error.issues[0],
    ).toMatch(/could not be read/);
  });

  const getDevice = (api: ApiClient) => api.getDevice('d-1');
  const listTenantDevices = (api: ApiClient) => api.listTenantDevices('acme');
  const listDeviceEvents = (api: ApiClient) => api.listDeviceEvents();
  const listInstallations = (api: ApiClient) => api.listInstallations();
  const event = fixtures.DeviceEventPage.items[0];

  it.each([
    [
      'a device without serialNumber',
      getDevice,
      { ...fixtures.Device, serialNumber: undefined },
      'serialNumber',
    ],
    [
      'a page whose items is not a list',
      listTenantDevices,
      { ...fixtures.DevicePage, items: {} },
      'items',
    ],
    [
      'a page without totalPages',
      listDeviceEvents,
      { ...fixtures.DeviceEventPage, totalPages: undefined },
      'totalPages',
    ],
    [
      'a negative page size',
      listTenantDevices,
      { ...fixtures.DevicePage, pageSize: -1 },
      'pageSize',
    ],
    [
      'an event of a type the contract does not know',
      listDeviceEvents,
      { ...fixtures.DeviceEventPage, items: [{ ...event, eventType: 'UnknownEvent' }] },
      'items.0.eventType',
    ],
    [
      'an installation with a status the contract does not know',
      listInstallations,
      {
        ...fixtures.DeviceInstallationPage,
        items: [{ ...fixtures.DeviceInstallation, installationStatus: 'Done' }],
      },
      'items.0.installationStatus',
    ],
    ['null instead of an object', getDevice, null, '(body)'],
  ])('%s is an invalidResponse naming the field', async (_name, call, body, field) => {
    const { fetch } = recordingFetch(() => jsonResponse(body));
    const result = await call(clientWith(fetch));
    if (result.ok || result.error.status !== 'invalidResponse') {
      throw new Error(`Expected invalidResponse, got ${JSON.stringify(result)}`);
    }
    expect(result.error.httpStatus).toBe(200);
    expect(result.error.issues.some((issue) => issue.startsWith(`${field}:`))).toBe(true);
  });

  it('an empty 200 where a body is due is an invalidResponse', async () => {
    const { fetch } = recordingFetch(() => new Response(null, { status: 204 }));
    const result = await clientWith(fetch).getDevice('d-1');
    expect(result.ok || result.error.status).toBe('invalidResponse');
  });

  it('a QR code answer that is not an image is an invalidResponse', async () => {
    const { fetch } = recordingFetch(() => jsonResponse({ qr: 'no' }));
    const result = await clientWith(fetch).getDeviceQrCode('d-1');
    expect(result.ok || result.error).toMatchObject({ status: 'invalidResponse', httpStatus: 200 });
  });

  it('an unexpected redirect status is an invalidResponse', async () => {
    const { fetch } = recordingFetch(() => new Response(null, { status: 304 }));
    const result = await clientWith(fetch).getDevice('d-1');
    expect(result).toEqual({
      ok: false,
      error: { status: 'invalidResponse', httpStatus: 304, issues: ['Unexpected status 304'] },
    });
  });

  it('a write ignores whatever body comes with its 2xx', async () => {
    const { fetch } = recordingFetch(() => new Response('not json', { status: 200 }));
    const result = await clientWith(fetch).deleteUser('u-1');
    expect(result).toEqual({ ok: true, data: undefined });
  });
});

describe('401: one token refresh, one retry, then onUnauthorized', () => {
  it('refreshes the token and retries once with the new token', async () => {
    const getAccessToken = vi.fn(({ forceRefresh }: { forceRefresh: boolean }) =>
      forceRefresh ? 'fresh' : 'stale',
    );
    const onUnauthorized = vi.fn();
    const { fetch, requests } = recordingFetch((request) =>
      request.headers.get('authorization') === 'Bearer fresh'
        ? jsonResponse(fixtures.Device)
        : new Response(null, { status: 401 }),
    );

    const result = await clientWith(fetch, { getAccessToken, onUnauthorized }).getDevice('d-1');

    expect(result).toEqual({ ok: true, data: fixtures.Device });
    expect(getAccessToken.mock.calls).toEqual([
      [{ forceRefresh: false }],
      [{ forceRefresh: true }],
    ]);
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer stale',
      'Bearer fresh',
    ]);
    expect(requests.map((r) => r.headers.get('x-tenant-identifier'))).toEqual(['acme', 'acme']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends the body again on the retry', async () => {
    let calls = 0;
    const { fetch, requests } = recordingFetch(() =>
      ++calls === 1
        ? new Response(null, { status: 401 })
        : jsonResponse(fixtures.DeviceInstallation),
    );
    const body = { serialnumber: 'SN-1', tenantIdentifier: 'acme' };

    const result = await clientWith(fetch).createInstallation(body);

    expect(result.ok).toBe(true);
    expect(await Promise.all(requests.map((r) => r.json()))).toEqual([body, body]);
  });

  it('sends the image again on the retry of an upload', async () => {
    let calls = 0;
    const { fetch, requests } = recordingFetch(
      () => new Response(null, { status: ++calls === 1 ? 401 : 204 }),
    );
    const result = await clientWith(fetch).uploadInstallationImage('i-1', new Blob(['img']));
    expect(result.ok).toBe(true);
    const files = await Promise.all(
      requests.map(async (r) => ((await r.formData()).get('imageFile') as File).text()),
    );
    expect(files).toEqual(['img', 'img']);
  });

  it('still 401 after the retry: onUnauthorized once, and an unauthorized error', async () => {
    const onUnauthorized = vi.fn();
    const { fetch, requests } = recordingFetch(() => problemResponse(401, 'Expired'));

    const result = await clientWith(fetch, { onUnauthorized }).listTenants();

    expect(requests).toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(result).toEqual({
      ok: false,
      error: {
        status: 'unauthorized',
        httpStatus: 401,
        problem: { type: 'about:blank', title: 'Expired', status: 401 },
      },
    });
  });

  it('a failing refresh is unauthorized without a retry, and calls onUnauthorized', async () => {
    const onUnauthorized = vi.fn();
    const { fetch, requests } = recordingFetch(() => new Response(null, { status: 401 }));
    const getAccessToken = ({ forceRefresh }: { forceRefresh: boolean }) => {
      if (forceRefresh) throw new Error('refresh token expired');
      return 'stale';
    };

    const result = await clientWith(fetch, { getAccessToken, onUnauthorized }).getDevice('d-1');

    expect(requests).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ ok: false, error: { status: 'unauthorized', httpStatus: undefined } });
  });

  it('no token at first: asks for a forced refresh before giving up', async () => {
    const { fetch, requests } = recordingFetch(() => jsonResponse(fixtures.Tenant));
    const getAccessToken = vi.fn(async ({ forceRefresh }: { forceRefresh: boolean }) => {
      if (!forceRefresh) throw new Error('not signed in yet');
      return 'fresh';
    });

    const result = await clientWith(fetch, { getAccessToken }).getTenant('acme');

    expect(result.ok).toBe(true);
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer fresh']);
  });

  it('calls answered 401 at once share one refresh', async () => {
    const getAccessToken = vi.fn(async ({ forceRefresh }: { forceRefresh: boolean }) =>
      forceRefresh ? 'fresh' : 'stale',
    );
    const { fetch } = recordingFetch((request) =>
      request.headers.get('authorization') === 'Bearer fresh'
        ? jsonResponse(fixtures.Tenant)
        : new Response(null, { status: 401 }),
    );
    const api = clientWith(fetch, { getAccessToken });

    const results = await Promise.all([api.getTenant('a'), api.getTenant('b'), api.getTenant('c')]);

    expect(results.every((r) => r.ok)).toBe(true);
    const forced = getAccessToken.mock.calls.filter(([request]) => request.forceRefresh);
    expect(forced).toHaveLength(1);
  });

  it('does not reject even when onUnauthorized throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetch } = recordingFetch(() => new Response(null, { status: 401 }));
    const onUnauthorized = () => {
      throw new Error('router not ready');
    };

    const result = await clientWith(fetch, { onUnauthorized }).getDevice('d-1');

    expect(result.ok || result.error.status).toBe('unauthorized');
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

describe('aborting', () => {
  it('passes the signal to the request; an aborted call is a network error with the AbortError', async () => {
    const controller = new AbortController();
    const seen: AbortSignal[] = [];
    const fetch = (request: Request) =>
      new Promise<Response>((_resolve, reject) => {
        seen.push(request.signal);
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });

    const pending = clientWith(fetch).listTenantDevices(
      'acme',
      { term: 'SN' },
      {
        signal: controller.signal,
      },
    );
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    const result = await pending;

    if (result.ok || result.error.status !== 'network') throw new Error(JSON.stringify(result));
    expect((result.error.cause as Error).name).toBe('AbortError');
    expect(seen[0]!.aborted).toBe(true);
  });
});
