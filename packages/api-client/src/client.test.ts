import { describe, expect, it, vi } from 'vitest';

import { fixtures, imageResponse, jsonResponse, recordingFetch } from '../test/fixtures';
import type { FixtureName } from '../test/fixtures';
import { createApiClient } from './client';
import type { ApiClient } from './client';
import { listContractCalls, platformContract } from './contract';
import type { ContractCall } from './contract';
import type { ApiResult } from './result';

const plan = { map: [{ x: 1 }] };

/**
 * The arguments a call takes, read from the contract rather than from the generated table, so the
 * sweep below checks the generator: the path parameters in order, then a JSON body or a file and
 * its name, then the query, then the call options (`If-Match` where the contract declares it).
 * Each value is one the request must show again: a path value with a space (encoded), a query
 * value of each parameter's type, a body naming its call.
 */
interface Probe {
  args: unknown[];
  path: string;
  query: Record<string, string[]>;
  body?: { json: unknown } | { file: Blob; name: string; field: string };
  ifMatch?: string;
}

function probeFor(call: ContractCall): Probe {
  const operation = platformContract.paths[call.path]![call.method]!;
  const parameters = (operation.parameters ?? []).map(
    (parameter) => resolve(parameter) as { name: string; in: string; schema?: unknown },
  );
  const args: unknown[] = [];
  let path = call.path;
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    const value = `${parameter.name} 1`;
    args.push(value);
    path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
  }
  let body: Probe['body'];
  if (call.requestBody?.contentTypes.includes('application/json')) {
    body = { json: { probe: call.operationId } };
    args.push(body.json);
  } else if (call.requestBody?.contentTypes.includes('multipart/form-data')) {
    const form = (operation.requestBody as { content: Record<string, { schema: unknown }> })
      .content['multipart/form-data']!.schema as { required: string[] };
    const [field] = form.required;
    body = { file: new Blob(['probe'], { type: 'image/png' }), name: 'probe.png', field: field! };
    args.push(body.file, body.name);
  }
  const inQuery = parameters.filter((p) => p.in === 'query');
  const sent = inQuery.map((p) => [p.name, sampleOf(p.schema)] as const);
  if (inQuery.length > 0) args.push(Object.fromEntries(sent));
  const query = Object.fromEntries(
    sent.map(([name, value]) => [name, (Array.isArray(value) ? value : [value]).map(String)]),
  );
  const conditional = parameters.some((p) => p.in === 'header' && p.name === 'If-Match');
  if (conditional) args.push({ ifMatch: 'v1' });
  return { args, path, query, body, ...(conditional ? { ifMatch: '"v1"' } : {}) };
}

/** A value of a query parameter's schema: its first allowed values, or one of its type. */
function sampleOf(schema: unknown): unknown {
  const resolved = resolve(schema ?? {}) as {
    type?: string;
    enum?: unknown[];
    items?: unknown;
  };
  if (resolved.enum) return resolved.enum[0];
  switch (resolved.type) {
    case 'array': {
      const item = sampleOf(resolved.items);
      const items = resolve(resolved.items ?? {}) as { enum?: unknown[] };
      return items.enum ? items.enum.slice(0, 2) : [item, `${String(item)}2`];
    }
    case 'boolean':
      return true;
    case 'integer':
      return 2;
    case 'number':
      return 10.5;
    default:
      return 'a b';
  }
}

const calls = listContractCalls(platformContract);

/** The success answer the contract declares for a call: status and the fixture of its schema. */
function successOf(path: string, method: string): { status: number; answer: () => Response } {
  const operation = platformContract.paths[path]![method as 'get']!;
  const [code, declared] = Object.entries(operation.responses).find(([c]) => c.startsWith('2'))!;
  const status = Number(code);
  const response = resolve(declared) as { content?: Record<string, { schema: unknown }> };
  const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [];
  if (!mediaType || !media) return { status, answer: () => new Response(null, { status }) };
  if (mediaType.startsWith('image/')) return { status, answer: imageResponse };
  return { status, answer: () => jsonResponse(fixtureFor(media.schema), status) };
}

function resolve(value: unknown): unknown {
  const ref = (value as { $ref?: string }).$ref;
  if (!ref) return value;
  const [, , section, name] = ref.split('/');
  return (platformContract.components as Record<string, Record<string, unknown>>)[section!]![name!];
}

function fixtureFor(schema: unknown): unknown {
  const { $ref, type, items } = schema as { $ref?: string; type?: string; items?: unknown };
  if (type === 'array') return [fixtureFor(items)];
  const name = $ref?.split('/').pop() as FixtureName;
  if (!(name in fixtures)) throw new Error(`No fixture for ${$ref}`);
  return fixtures[name];
}

function clientWith(fetch: (request: Request) => Promise<Response>): ApiClient {
  return createApiClient({
    baseUrl: 'https://api.test/v1',
    getAccessToken: () => 'token-1',
    getTenantIdentifier: () => 'acme',
    fetch,
  });
}

describe('createApiClient: one function per call of the contract', () => {
  it('has one function per call of the document, named by its operationId', () => {
    const api = clientWith(async () => new Response(null));
    expect(Object.keys(api).sort()).toEqual(calls.map((call) => call.operationId).sort());
  });

  it.each(calls.map((call) => [call.operationId, call] as const))(
    '%s sends its method, path, query, body and headers',
    async (operationId, contractCall) => {
      const probe = probeFor(contractCall);
      const { status, answer } = successOf(contractCall.path, contractCall.method);
      const { fetch, requests } = recordingFetch(answer);
      const api = clientWith(fetch) as unknown as Record<
        string,
        (...args: unknown[]) => Promise<ApiResult<unknown>>
      >;

      const result = await api[operationId]!(...probe.args);

      expect(requests).toHaveLength(1);
      const request = requests[0]!;
      const url = new URL(request.url);
      expect(request.method).toBe(contractCall.method.toUpperCase());
      expect(url.origin + url.pathname).toBe(`https://api.test/v1${probe.path}`);
      expect(request.headers.get('authorization')).toBe('Bearer token-1');
      expect(request.headers.get('x-tenant-identifier')).toBe('acme');
      expect(request.headers.get('if-match')).toBe(probe.ifMatch ?? null);

      // Every query parameter of the contract is sent, under its exact name.
      const sent = Object.fromEntries(
        [...new Set(url.searchParams.keys())].map((key) => [key, url.searchParams.getAll(key)]),
      );
      expect(sent).toEqual(probe.query);

      if (probe.body && 'json' in probe.body) {
        expect(request.headers.get('content-type')).toBe('application/json');
        expect(await request.json()).toEqual(probe.body.json);
      } else if (probe.body) {
        const form = await request.formData();
        expect([...form.keys()]).toEqual([probe.body.field]);
        const file = form.get(probe.body.field) as File;
        expect(file.name).toBe(probe.body.name);
        expect(await file.text()).toBe('probe');
      } else {
        expect(await request.text()).toBe('');
      }

      expect(result.ok, JSON.stringify(result)).toBe(true);
      expect(status).toBeLessThan(300);
    },
  );

  it('returns the validated body of a JSON answer', async () => {
    const { fetch } = recordingFetch(() => jsonResponse(fixtures.DevicePage));
    const result = await clientWith(fetch).listTenantDevices('acme');
    expect(result).toEqual({ ok: true, data: fixtures.DevicePage });
  });

  it('drops fields the contract does not name', async () => {
    const { fetch } = recordingFetch(() =>
      jsonResponse({ ...fixtures.Tenant, secret: 'x', nested: { a: 1 } }),
    );
    const result = await clientWith(fetch).getTenant('acme');
    expect(result).toEqual({ ok: true, data: fixtures.Tenant });
  });

  it('returns the QR code as an image Blob', async () => {
    const { fetch } = recordingFetch(imageResponse);
    const result = await clientWith(fetch).getDeviceQrCode('d-1');
    if (!result.ok) throw new Error(`Expected a Blob, got ${result.error.status}`);
    expect(result.data).toBeInstanceOf(Blob);
    expect(result.data.type).toBe('image/png');
    expect([...new Uint8Array(await result.data.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });

  it.each([['image/svg+xml'], [''], ['text/html'], ['application/octet-stream']])(
    'refuses a QR code of type %j: raster images only',
    async (type) => {
      const { fetch } = recordingFetch(
        () =>
          new Response(new Blob(['<svg><script>alert(1)</script></svg>'], { type }), {
            headers: type ? { 'content-type': type } : {},
          }),
      );
      const result = await clientWith(fetch).getDeviceQrCode('d-1');
      expect(result.ok ? 'ok' : result.error.status).toBe('invalidResponse');
    },
  );

  it('uploads an installation image as multipart form data in the field imageFile', async () => {
    const { fetch, requests } = recordingFetch(() => new Response(null, { status: 204 }));
    const image = new Blob(['fake png'], { type: 'image/png' });

    const result = await clientWith(fetch).uploadInstallationImage('i-1', image, 'wall.png');

    expect(result).toEqual({ ok: true, data: undefined });
    const request = requests[0]!;
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect([...form.keys()]).toEqual(['imageFile']);
    const file = form.get('imageFile') as File;
    expect(file.name).toBe('wall.png');
    expect(file.type).toBe('image/png');
    expect(await file.text()).toBe('fake png');
  });

  it('writes the image body so that WebKit can read it back (no FormData holding a Blob)', async () => {
    // WebKit rejects `blob()` on a body made from a FormData that holds a Blob ('Unable to read
    // form data blob'); the console's upload transport reads the body to count the bytes sent.
    class WebKitLikeRequest extends Request {
      readonly #formWithBlob: boolean;
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(input, init);
        const body = init?.body;
        this.#formWithBlob =
          body instanceof FormData && [...body.values()].some((value) => value instanceof Blob);
      }
      override blob(): Promise<Blob> {
        if (this.#formWithBlob)
          return Promise.reject(new TypeError('Unable to read form data blob'));
        return super.blob();
      }
    }
    vi.stubGlobal('Request', WebKitLikeRequest);
    try {
      const bodies: Blob[] = [];
      const client = clientWith(async (request) => {
        bodies.push(await request.blob());
        return new Response(null, { status: 204 });
      });
      const image = new Blob(['fake "png"\r\n'], { type: 'image/png' });

      const result = await client.uploadInstallationImage('i-1', image, 'wall "1".png');

      expect(result).toEqual({ ok: true, data: undefined });
      const form = await new Response(bodies[0], {
        headers: { 'content-type': bodies[0]!.type },
      }).formData();
      const file = form.get('imageFile') as File;
      expect(file.name).toBe('wall "1".png');
      expect(file.type).toBe('image/png');
      expect(await file.text()).toBe('fake "png"\r\n');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('saves a floor plan on the version it edits (If-Match), and reads a stale save as a conflict', async () => {
    const { fetch, requests } = recordingFetch(() =>
      Response.json(
        { type: 'about:blank', title: 'Precondition Failed', status: 412 },
        { status: 412, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    const api = clientWith(fetch);

    const stale = await api.updateFloorFloorPlan('f-1', plan, { ifMatch: 'v1' });
    expect(stale).toMatchObject({ ok: false, error: { status: 'conflict', httpStatus: 412 } });
    expect(requests[0]!.headers.get('if-match')).toBe('"v1"');
    await api.updateRoomFloorPlan('r-1', plan, { ifMatch: '"v2"' });
    expect(requests[1]!.headers.get('if-match')).toBe('"v2"');
    await api.updateFloorFloorPlan('f-1', plan);
    expect(requests[2]!.headers.has('if-match')).toBe(false);
  });

  it('takes a 207 partial provisioning answer as a success (spec §7: a status below 300)', async () => {
    const partial = {
      serialNumbers: ['HDP2-10001'],
      successfullyProvisioned: 1,
      devicesRequested: 3,
    };
    const { fetch, requests } = recordingFetch(() => jsonResponse(partial, 207));
    const result = await clientWith(fetch).provisionDevices({
      deviceSpecification: { modelId: 'm-1' },
      numberOfNewDevices: 3,
    });
    expect(result).toEqual({ ok: true, data: partial });
    expect(await requests[0]!.json()).toEqual({
      deviceSpecification: { modelId: 'm-1' },
      numberOfNewDevices: 3,
    });
  });

  it('refuses a provisioning answer of the wrong shape rather than passing it on', async () => {
    const { fetch } = recordingFetch(() => jsonResponse({ serialNumbers: 'HDP2-1' }));
    const result = await clientWith(fetch).provisionDevices({
      deviceSpecification: { modelId: 'm-1' },
      numberOfNewDevices: 1,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.status).toBe('invalidResponse');
  });

  it('reads the tenant and the token per request', async () => {
    let tenant = 'acme';
    let token = 'token-1';
    const { fetch, requests } = recordingFetch(() => jsonResponse(fixtures.Tenant));
    const api = createApiClient({
      baseUrl: 'https://api.test',
      getAccessToken: () => token,
      getTenantIdentifier: () => tenant,
      fetch,
    });

    await api.getTenant('acme');
    tenant = 'beta';
    token = 'token-2';
    await api.getTenant('beta');

    expect(requests.map((r) => r.headers.get('x-tenant-identifier'))).toEqual(['acme', 'beta']);
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });
});
