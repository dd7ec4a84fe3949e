import { createApiClient } from '@hygiene/api-client';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { getPremise } from '../generated/operations/getPremise';
import { listTenantDevices } from '../generated/operations/listTenantDevices';
import { createRoomType } from '../generated/operations/createRoomType';
import { renameFloor } from '../generated/operations/renameFloor';
import { apiErrorOf } from './apiQuery';
import { createConsoleQueryClient } from './queryClient';
import { cacheRootKey } from './cacheRootKey';

const api = createApiClient({
  baseUrl: 'http://platform.invalid',
  getAccessToken: () => 'token',
  getTenantIdentifier: () => 'demo',
  // The floor changed elsewhere (412): a write that fails refreshes its roots all the same, so
  // the screen reads what is saved now.
  fetch: () =>
    Promise.resolve(
      Response.json(
        { type: 'about:blank', title: 'Precondition Failed', status: 412 },
        { status: 412, headers: { 'content-type': 'application/problem+json' } },
      ),
    ),
});

describe('generated operations', () => {
  it("key a read's answers under its tenant and cache root", () => {
    expect(getPremise.key('demo', 'p1')).toEqual([
      'tenant',
      'demo',
      'locations',
      'getPremise',
      'p1',
    ]);
  });

  it("a write, even one refused, refreshes every answer under the roots it names, other features' too, and nothing else", async () => {
    const client = createConsoleQueryClient();
    const premise = getPremise.key('demo', 'p1');
    // Another feature's view of the locations, under the same root (the device filter's floors).
    const deviceFilter = [...cacheRootKey('demo', 'locations'), 'device-filter-options', {}];
    const devices = listTenantDevices.key('demo', 'demo');
    const otherTenant = getPremise.key('acme', 'p1');
    for (const key of [premise, deviceFilter, devices, otherTenant]) client.setQueryData(key, 'x');

    const options = renameFloor.options(api, client, 'demo');
    await client
      .getMutationCache()
      .build(client, options)
      .execute({ id: 'f1', body: { name: 'Ny etasje' }, call: { ifMatch: '"stale"' } })
      .then(
        () => 'saved',
        (error: unknown) => {
          const failure = apiErrorOf(error);
          return failure?.status === 'conflict' ? failure.httpStatus : failure?.status;
        },
      )
      .then((outcome) => expect(outcome).toBe(412));

    const invalidated = (key: readonly unknown[]) =>
      client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated;
    expect(renameFloor.invalidates).toEqual(['locations']);
    expect(invalidated(premise)).toBe(true);
    expect(invalidated(deviceFilter)).toBe(true);
    expect(invalidated(devices)).toBe(false);
    expect(invalidated(otherTenant)).toBe(false);
  });

  it('a refused write shows its error at once: the refresh of its roots runs behind it', async () => {
    const client = createConsoleQueryClient();
    // A screen's read under the write's root whose platform never answers again.
    const observer = new QueryObserver(client, {
      queryKey: getPremise.key('demo', 'p1'),
      queryFn: () => new Promise<never>(() => {}),
    });
    const unsubscribe = observer.subscribe(() => {});
    try {
      const refused = client
        .getMutationCache()
        .build(client, renameFloor.options(api, client, 'demo'))
        .execute({ id: 'f1', body: { name: 'Ny etasje' }, call: { ifMatch: '"stale"' } });
      // Awaited, the refresh would hold the refusal for as long as that read hangs: forever.
      await expect(refused).rejects.toBeDefined();
      expect(
        client.getQueryCache().find({ queryKey: getPremise.key('demo', 'p1') })?.state,
      ).toMatchObject({ isInvalidated: true, fetchStatus: 'fetching' });
    } finally {
      unsubscribe();
    }
  });

  it("a save settles after its roots were read again, or before with refresh: 'behind'", async () => {
    const saving = createApiClient({
      baseUrl: 'http://platform.invalid',
      getAccessToken: () => 'token',
      getTenantIdentifier: () => 'demo',
      fetch: () =>
        Promise.resolve(Response.json({ id: 't1', name: 'Lab', useForCompliance: true })),
    });
    const client = createConsoleQueryClient();
    let answerRead: (value: string) => void = () => {};
    const observer = new QueryObserver(client, {
      queryKey: getPremise.key('demo', 'p1'),
      queryFn: () => new Promise<string>((resolve) => (answerRead = resolve)),
    });
    const unsubscribe = observer.subscribe(() => {});
    try {
      const save = (refresh: 'first' | 'behind') =>
        client
          .getMutationCache()
          .build(client, createRoomType.options(saving, client, 'demo', refresh))
          .execute({ body: { name: 'Lab', useForCompliance: true } });
      // Behind: the dialog goes on with the answer while the read under the root still runs.
      await expect(save('behind')).resolves.toMatchObject({ id: 't1' });
      // First: the save waits for that read.
      let settled = false;
      const first = save('first').then(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(settled).toBe(false);
      answerRead('read again');
      await first;
      expect(settled).toBe(true);
    } finally {
      unsubscribe();
    }
  });
});
