import { describe, expect, it } from 'vitest';

import { ApiQueryError, unwrap } from './apiQuery';
import { createConsoleQueryClient, forgetOtherTenants } from './queryClient';
import { tenantKey, tenantOfKey } from './queryKeys';

describe('tenant-scoped cache', () => {
  it('keys answers under their tenant', () => {
    expect(tenantKey('demo', 'devices', { page: 1 })).toEqual([
      'tenant',
      'demo',
      'devices',
      { page: 1 },
    ]);
    expect(tenantOfKey(tenantKey('acme', 'users'))).toBe('acme');
    expect(tenantOfKey(['config'])).toBeNull();
  });

  it('forgets every other tenant and keeps the current one and untenanted keys', () => {
    const client = createConsoleQueryClient();
    client.setQueryData(tenantKey('demo', 'devices'), ['d1']);
    client.setQueryData(tenantKey('demo', 'users'), ['u1']);
    client.setQueryData(tenantKey('acme', 'devices'), ['a1']);
    client.setQueryData(['runtime-config'], { ok: true });

    forgetOtherTenants(client, 'acme');

    expect(client.getQueryData(tenantKey('demo', 'devices'))).toBeUndefined();
    expect(client.getQueryData(tenantKey('demo', 'users'))).toBeUndefined();
    expect(client.getQueryData(tenantKey('acme', 'devices'))).toEqual(['a1']);
    expect(client.getQueryData(['runtime-config'])).toEqual({ ok: true });
  });
});

describe('retry policy', () => {
  const retry = createConsoleQueryClient().getDefaultOptions().queries?.retry as (
    count: number,
    error: unknown,
  ) => boolean;

  it('retries network and server failures twice', () => {
    const network = new ApiQueryError({ status: 'network', cause: new TypeError('offline') });
    expect(retry(0, network)).toBe(true);
    expect(retry(1, network)).toBe(true);
    expect(retry(2, network)).toBe(false);
    expect(retry(0, new ApiQueryError({ status: 'server', httpStatus: 503 }))).toBe(true);
  });

  it('never retries what cannot recover', () => {
    expect(retry(0, new ApiQueryError({ status: 'notFound', httpStatus: 404 }))).toBe(false);
    expect(
      retry(0, new ApiQueryError({ status: 'invalidResponse', httpStatus: 200, issues: [] })),
    ).toBe(false);
    expect(retry(0, new Error('a bug'))).toBe(false);
  });
});

describe('unwrap', () => {
  it('passes data through and throws the API error as an ApiQueryError', async () => {
    await expect(unwrap(Promise.resolve({ ok: true as const, data: 42 }))).resolves.toBe(42);
    const failed = unwrap(
      Promise.resolve({
        ok: false as const,
        error: { status: 'conflict' as const, httpStatus: 409 as const },
      }),
    );
    await expect(failed).rejects.toBeInstanceOf(ApiQueryError);
    await expect(failed).rejects.toMatchObject({
      apiError: { status: 'conflict', httpStatus: 409 },
    });
  });
});
