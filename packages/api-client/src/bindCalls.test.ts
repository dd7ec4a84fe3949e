/**
 * The answer schemas load on the first JSON call, beside its request, once for every call after;
 * a call whose schemas cannot load fails as `network` instead of throwing.
 */
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';

import { bindCalls } from './bindCalls';
import type { OperationTable } from './bindCalls';
import { createHttp } from './http';

const table = {
  getThing: ['get', '/things/{id}', 'Thing'],
  putThing: ['put', '/things/{id}', 'Thing', 'b'],
  listThings: ['get', '/things', 'Thing[]'],
  deleteThing: ['delete', '/things/{id}', 0],
} satisfies OperationTable;

interface Calls {
  getThing(id: string): Promise<{ ok: boolean; data?: unknown; error?: { status: string } }>;
  listThings(): Promise<{ ok: boolean; data?: unknown; error?: { status: string } }>;
  putThing(id: string, body: object): Promise<{ ok: boolean; error?: { status: string } }>;
  deleteThing(id: string): Promise<{ ok: boolean }>;
}

const schemas = { ThingSchema: v.object({ id: v.string() }) };

function client(
  loader: () => Promise<Record<string, unknown>>,
  answer: unknown,
  sent: string[] = [],
) {
  const http = createHttp({
    baseUrl: 'http://platform.test',
    fetch: async (request: Request) => {
      sent.push(request.method);
      return request.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : Response.json(answer);
    },
    getAccessToken: () => 'token',
    getTenantIdentifier: () => 'acme',
  });
  return bindCalls<Calls>(http, table, loader);
}

describe('bindCalls: answer schemas loaded on first use', () => {
  it('loads them once, on the first JSON call, and checks lists item by item', async () => {
    const loader = vi.fn(async () => schemas);
    const api = client(loader, { id: 't-1', extra: true });
    await expect(api.deleteThing('t-1')).resolves.toMatchObject({ ok: true });
    expect(loader).not.toHaveBeenCalled();
    await expect(api.getThing('t-1')).resolves.toEqual({ ok: true, data: { id: 't-1' } });
    const lists = client(loader, [{ id: 'a' }, { id: 2 }]);
    await expect(lists.listThings()).resolves.toMatchObject({
      ok: false,
      error: { status: 'invalidResponse' },
    });
    await api.getThing('t-2');
    // One load per client; the second client loaded its own once.
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('fails the call as network when the schemas cannot load, and tries again next time', async () => {
    const loader = vi
      .fn<() => Promise<Record<string, unknown>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(schemas);
    const api = client(loader, { id: 't-1' });
    await expect(api.getThing('t-1')).resolves.toMatchObject({
      ok: false,
      error: { status: 'network' },
    });
    await expect(api.getThing('t-1')).resolves.toEqual({ ok: true, data: { id: 't-1' } });
  });

  it('sends no write whose answer could not be checked: the schemas load first', async () => {
    const sent: string[] = [];
    const api = client(() => Promise.reject(new Error('chunk failed')), { id: 't-1' }, sent);
    await expect(api.putThing('t-1', { id: 't-1' })).resolves.toMatchObject({
      ok: false,
      error: { status: 'network' },
    });
    expect(sent).toEqual([]);
  });
});
