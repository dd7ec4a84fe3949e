/**
 * Floor plans carry their version (`version` in the answer, the same as its ETag), and a save
 * with `If-Match` applies only to that version: two tabs editing one plan no longer overwrite
 * each other silently.
 */
import { describe, expect, it } from 'vitest';

import { createFakePlatform } from './platform';
import { clientFor, fixtures } from './testClient';

describe('floor-plan versions', () => {
  it('answers the version, as body field and ETag, and it changes with the content', async () => {
    const platform = createFakePlatform();
    const api = clientFor(platform);
    const { floor } = fixtures(platform);
    const first = await api.getFloorFloorPlan(floor.id);
    if (!first.ok) throw new Error('no plan');
    expect(first.data.version).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);

    const raw = await platform.fetch(
      new Request(`http://fake-platform.test/api/floors/${floor.id}/floor-plans`, {
        headers: { authorization: 'Bearer t', 'x-tenant-identifier': 'demo' },
      }),
    );
    expect(raw.headers.get('etag')).toBe(`"${first.data.version}"`);

    await api.updateFloorFloorPlan(floor.id, { map: [{ x: 2 }] }, { ifMatch: first.data.version });
    const second = await api.getFloorFloorPlan(floor.id);
    expect(second.ok && second.data.version).not.toBe(first.data.version);
  });

  it('keeps a plan saved meanwhile: a save on the old version is 412 and changes nothing', async () => {
    const platform = createFakePlatform();
    const api = clientFor(platform);
    const { floor } = fixtures(platform);
    const read = await api.getFloorFloorPlan(floor.id);
    if (!read.ok) throw new Error('no plan');
    // Another tab saves first.
    expect((await api.updateFloorFloorPlan(floor.id, { map: ['theirs'] })).ok).toBe(true);
    const before = JSON.stringify(platform.snapshot());

    const stale = await api.updateFloorFloorPlan(
      floor.id,
      { map: ['mine'] },
      { ifMatch: read.data.version },
    );
    expect(stale).toMatchObject({ ok: false, error: { status: 'conflict', httpStatus: 412 } });
    expect(JSON.stringify(platform.snapshot())).toBe(before);

    // Overwriting on purpose: unconditional, or on the version now stored.
    const now = await api.getFloorFloorPlan(floor.id);
    if (!now.ok) throw new Error('no plan');
    const mine = await api.updateFloorFloorPlan(
      floor.id,
      { map: ['mine'] },
      { ifMatch: now.data.version },
    );
    expect(mine.ok).toBe(true);
    const after = await api.getFloorFloorPlan(floor.id);
    expect(after.ok && after.data.map).toEqual(['mine']);
  });

  it('takes an identical save by two tabs as no conflict, and If-Match * as any version', async () => {
    const platform = createFakePlatform();
    const api = clientFor(platform);
    const { floor } = fixtures(platform);
    const read = await api.getFloorFloorPlan(floor.id);
    if (!read.ok) throw new Error('no plan');
    const same = await api.updateFloorFloorPlan(
      floor.id,
      { map: read.data.map },
      { ifMatch: read.data.version },
    );
    expect(same.ok).toBe(true);
    expect((await api.updateFloorFloorPlan(floor.id, { map: [1] }, { ifMatch: '*' })).ok).toBe(
      true,
    );
  });
});

describe('floor-plan size', () => {
  it('takes 5,000 entries and refuses 5,001 with 413, changing nothing', async () => {
    const platform = createFakePlatform();
    const api = clientFor(platform);
    const { floor } = fixtures(platform);
    const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ x: i, y: 0 }));
    expect((await api.updateFloorFloorPlan(floor.id, { map: entries(5000) })).ok).toBe(true);
    const before = JSON.stringify(platform.snapshot());
    const refused = await api.updateFloorFloorPlan(floor.id, { map: entries(5001) });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        status: 'badRequest',
        httpStatus: 413,
        problem: { detail: expect.stringContaining('5000') },
      },
    });
    expect(JSON.stringify(platform.snapshot())).toBe(before);
  });
});
