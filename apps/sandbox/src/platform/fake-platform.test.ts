import { NOTIFICATION_POLICY_DEFAULTS } from '@hygiene/api-client';
import { DeviceEventSchema } from '@hygiene/api-client/schemas';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';

import { fakePlatformAdapter, SNAPSHOT_KEY } from './fake-platform.ts';
import type { PlatformContext, PlatformMessage, PlatformStorage } from './port.ts';

function memoryStorage() {
  const documents = new Map<string, unknown>();
  let writes = 0;
  const storage: PlatformStorage = {
    read: (key) => structuredClone(documents.get(key)),
    write: (key, value) => {
      writes += 1;
      documents.set(key, structuredClone(value));
    },
    unreadable: (key) => documents.delete(key),
  };
  return { storage, documents, writes: () => writes };
}

const admin: PlatformContext = {
  user: 'admin',
  tenants: { status: 'all' },
  roles: ['administrator'],
  tenantIdentifier: 'demo',
};
const staff: PlatformContext = {
  user: 'staff',
  tenants: { status: 'only', tenantIdentifiers: ['demo'] },
  roles: ['tenant-staff'],
  tenantIdentifier: 'demo',
};

const get = (path: string, tenant = 'demo') =>
  new Request(`http://127.0.0.1/api${path}`, {
    headers: { authorization: 'Bearer checked-by-the-sandbox', 'x-tenant-identifier': tenant },
  });

describe('fakePlatformAdapter', () => {
  it('answers the contract and lists only the tenants the user may reach', async () => {
    const platform = fakePlatformAdapter(memoryStorage().storage);
    const all = (await (await platform.handle(get('/tenants?pageSize=100'), admin)).json()) as {
      items: { identifier: string }[];
    };
    expect(all.items.map((t) => t.identifier)).toEqual(platform.tenants().map((t) => t.identifier));

    const own = (await (await platform.handle(get('/tenants?term=o'), staff)).json()) as {
      items: { identifier: string }[];
      totalItems: number;
      nextPage: number | null;
    };
    expect(own).toMatchObject({ items: [{ identifier: 'demo' }], totalItems: 1, nextPage: null });
  });

  it('names the tenant a device is being installed at, until the installation ends', async () => {
    const platform = fakePlatformAdapter(memoryStorage().storage);
    const { state } = platform.fake;
    const planned = state.installations.find((installation) => {
      const device = state.devices.find((d) => d.id === installation.deviceId);
      return (
        (installation.status === 'Ready' || installation.status === 'InProgress') &&
        device !== undefined &&
        device.tenant !== installation.tenant
      );
    })!;
    const setStatus = (installationStatus: string) =>
      platform.handle(
        new Request(`http://127.0.0.1/api/device-installations/${planned.id}/status`, {
          method: 'PATCH',
          headers: {
            authorization: 'Bearer checked-by-the-sandbox',
            'x-tenant-identifier': planned.tenant,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ installationStatus }),
        }),
        { ...admin, tenantIdentifier: planned.tenant },
      );
    // Planned only: nothing of the device goes to that tenant yet.
    if (planned.status === 'InProgress')
      expect((await setStatus('Ready')).status).toBeLessThan(300);
    expect(platform.installingTenant!(planned.deviceId)).toBeNull();
    // The wizard opened on it.
    expect((await setStatus('IN_PROGRESS')).status).toBeLessThan(300);
    expect(platform.installingTenant!(planned.deviceId)).toBe(planned.tenant);
    const settled = state.devices.find(
      (d) => !state.installations.some((i) => i.deviceId === d.id && i.status === 'Ready'),
    )!;
    expect(platform.installingTenant!(settled.id)).toBeNull();
    // Aborted (a write): no longer being installed there.
    expect((await setStatus('Aborted')).status).toBeLessThan(300);
    expect(platform.installingTenant!(planned.deviceId)).toBeNull();
  });

  it("refuses a request for a tenant outside the caller's access (defence in depth)", async () => {
    const platform = fakePlatformAdapter(memoryStorage().storage);
    const response = await platform.handle(get('/devices', 'bergen-kommune'), staff);
    expect(response.status).toBe(403);
  });

  it("checks the caller's roles from the context, not the token it cannot verify", async () => {
    const platform = fakePlatformAdapter(memoryStorage().storage);
    const invite = (context: PlatformContext) =>
      platform.handle(
        new Request('http://127.0.0.1/api/users', {
          method: 'POST',
          headers: {
            authorization: 'Bearer checked-by-the-sandbox',
            'x-tenant-identifier': 'demo',
            'content-type': 'application/json',
          },
          body: '{}',
        }),
        context,
      );
    const refused = await invite(staff);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      'Inviting, changing and deleting users needs the role administrator; you have tenant-staff.',
    );
    // No roles at all: not even a read.
    const none = await platform.handle(get('/devices'), { ...admin, roles: [] });
    expect(none.status).toBe(403);
    // Several roles: any one is enough (the 422 is the empty body's, past the role check).
    expect((await invite({ ...staff, roles: ['tenant-staff', 'administrator'] })).status).toBe(422);
  });

  it('records events in the contract shape and the REST calls return them', async () => {
    const platform = fakePlatformAdapter(memoryStorage().storage);
    const device = platform.onlineDevices('demo')[0]!;
    const timestamp = new Date().toISOString();
    const recorded = platform.recordEvent('demo', {
      deviceId: device.id,
      eventType: 'Bluetooth',
      timestamp,
      receivedOnServer: timestamp,
      source: 'broadcaster',
    });
    expect(v.is(DeviceEventSchema, recorded)).toBe(true);
    expect(recorded.bluetooth).toMatchObject({ rssi: expect.any(Number) as number });
    const page = (await (
      await platform.handle(get('/device-events?page=0&pageSize=1'), admin)
    ).json()) as { items: unknown[] };
    expect(page.items[0]).toEqual(recorded);
    const elsewhere = { deviceId: device.id, eventType: 'State' as const, timestamp };
    expect(() =>
      platform.recordEvent('bergen-kommune', {
        ...elsewhere,
        receivedOnServer: timestamp,
        source: 'broadcaster',
      }),
    ).toThrow();
  });

  it('saves after writes and on flush, loads on start, and keeps events bounded', async () => {
    const memory = memoryStorage();
    const first = fakePlatformAdapter(memory.storage, { eventsPerTenant: 50 });
    expect(memory.documents.has(SNAPSHOT_KEY)).toBe(true);
    const before = memory.writes();
    const created = await first.handle(
      new Request('http://127.0.0.1/api/room-types', {
        method: 'POST',
        headers: {
          authorization: 'Bearer x',
          'x-tenant-identifier': 'demo',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name: 'Sandbox room type', useForCompliance: false }),
      }),
      admin,
    );
    expect(created.status).toBeLessThan(300);
    expect(memory.writes()).toBe(before + 1);

    const device = first.onlineDevices('demo')[0]!;
    const record = () => {
      const now = new Date().toISOString();
      return first.recordEvent('demo', {
        deviceId: device.id,
        eventType: 'HandSense',
        timestamp: now,
        receivedOnServer: now,
        source: 'broadcaster',
      });
    };
    // 50 events (the limit here) save without waiting for the timer.
    const afterWrite = memory.writes();
    for (let i = 0; i < 49; i++) record();
    expect(memory.writes()).toBe(afterWrite);
    record();
    expect(memory.writes()).toBe(afterWrite + 1);
    const last = record();
    first.flush();

    const second = fakePlatformAdapter(memory.storage, { eventsPerTenant: 50 });
    const types = (await (await second.handle(get('/room-types?pageSize=100'), admin)).json()) as {
      items: { name: string }[];
    };
    expect(types.items.map((t) => t.name)).toContain('Sandbox room type');
    const events = (await (
      await second.handle(get('/device-events?pageSize=1000'), admin)
    ).json()) as { items: unknown[]; totalItems: number };
    expect(events.items[0]).toEqual(last);
    expect(events.totalItems).toBeLessThanOrEqual(50);
  });
});

describe('a write that cannot be saved', () => {
  const post = (path: string, body: unknown) =>
    new Request(`http://127.0.0.1/api${path}`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer checked-by-the-sandbox',
        'x-tenant-identifier': 'demo',
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  it('is not applied: it answers 503 and the platform keeps the state last saved', async () => {
    const memory = memoryStorage();
    let failNext = false;
    const failures: string[] = [];
    const storage: PlatformStorage = {
      ...memory.storage,
      write: (key, value) => {
        if (failNext) {
          failNext = false;
          throw new Error('SQLITE_FULL: database or disk is full');
        }
        memory.storage.write(key, value);
      },
    };
    const platform = fakePlatformAdapter(storage, { onSaveFailure: (r) => failures.push(r) });
    const names = async () =>
      (
        (await (await platform.handle(get('/sections?pageSize=1000'), staff)).json()) as {
          items: { name: string }[];
        }
      ).items.map((section) => section.name);

    failNext = true;
    // As admin: sections are the provider's to add (the roles table), not tenant staff's.
    const refused = await platform.handle(post('/sections', { name: 'Not kept' }), admin);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('content-type')).toBe('application/problem+json');
    expect(failures).toEqual([expect.stringContaining('SQLITE_FULL')]);
    expect(await names()).not.toContain('Not kept');

    const kept = await platform.handle(post('/sections', { name: 'Kept' }), admin);
    expect(kept.status).toBeLessThan(300);
    expect(await names()).toContain('Kept');
    expect(JSON.stringify(memory.documents.get(SNAPSHOT_KEY))).toContain('Kept');
  });

  it('in a timed save of simulated events is logged, never thrown out of the timer', async () => {
    const memory = memoryStorage();
    let failing = false;
    const failures: string[] = [];
    const platform = fakePlatformAdapter(
      {
        ...memory.storage,
        write: (key, value) => {
          if (failing) throw new Error('disk gone');
          memory.storage.write(key, value);
        },
      },
      { saveDelayMs: 1, onSaveFailure: (r) => failures.push(r) },
    );
    failing = true;
    const device = platform.onlineDevices('demo')[0];
    if (!device) throw new Error('no online device at demo');
    const timestamp = new Date().toISOString();
    platform.recordEvent('demo', {
      deviceId: device.id,
      eventType: 'Bluetooth',
      timestamp,
      receivedOnServer: timestamp,
      source: 'broadcaster',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(failures).toEqual(['Error: disk gone']);
  });
});

describe('time passing', () => {
  /** staff at demo with e-mail on, and a dispenser there that just reported Empty. */
  function emptyDispenser(platform: ReturnType<typeof fakePlatformAdapter>) {
    platform.fake.edit((state) => {
      state.preferences.push({
        ...structuredClone(NOTIFICATION_POLICY_DEFAULTS.defaults),
        channels: { console: true, email: true, push: false },
        tenant: 'demo',
        person: { id: 'staff', name: 'Staff' },
        email: 'staff@sandbox.invalid',
      });
    });
    const device = platform.onlineDevices('demo')[0]!;
    const timestamp = new Date().toISOString();
    platform.recordEvent('demo', {
      deviceId: device.id,
      eventType: 'State',
      event: 'Empty',
      timestamp,
      receivedOnServer: timestamp,
      source: 'broadcaster',
    });
  }

  it("runs on the sandbox's clock by itself, sends to onMessage, saves, and stops at close", () => {
    // The timers are the test's: rounds come when it says, not when a loaded machine gets to them.
    vi.useFakeTimers();
    try {
      const memory = memoryStorage();
      let offsetMs = 0;
      const sent: PlatformMessage[] = [];
      const platform = fakePlatformAdapter(memory.storage, {
        now: () => new Date(Date.now() + offsetMs),
        onMessage: (message) => sent.push(message),
        advanceEveryMs: 10,
        saveDelayMs: 1,
      });
      emptyDispenser(platform);
      offsetMs = 60 * 60_000;
      vi.advanceTimersByTime(100);
      expect(sent.some((m) => m.email === 'staff@sandbox.invalid')).toBe(true);
      expect(Date.parse(platform.fake.state.now)).toBeGreaterThan(Date.now() + 59 * 60_000);
      const saved = memory.documents.get(SNAPSHOT_KEY) as { state: { notifier: unknown[] } };
      expect(JSON.stringify(saved.state.notifier)).toContain('"personId":"staff"');

      platform.close();
      const stoppedAt = platform.fake.state.now;
      offsetMs += 60 * 60_000;
      vi.advanceTimersByTime(50);
      expect(platform.fake.state.now).toBe(stoppedAt);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a round that fails is logged, never thrown out of the timer', () => {
    const warnings: string[] = [];
    const platform = fakePlatformAdapter(memoryStorage().storage, {
      now: () => new Date(Date.now() + 60 * 60_000),
      onMessage: () => {
        throw new Error('mail server on fire');
      },
      warn: (message) => warnings.push(message),
    });
    emptyDispenser(platform);
    expect(platform.advance()).toBe(0);
    expect(warnings).toEqual([expect.stringContaining('mail server on fire')]);
  });
});
