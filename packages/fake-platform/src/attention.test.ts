/**
 * The attention worklist: its rules (severity, what clears a reason, thresholds at their
 * edges), and the calls that answer it (sort order, filters, live changes, thresholds, roles).
 */
import { ATTENTION_DEFAULTS, createApiClient } from '@hygiene/api-client';
import type { AttentionItem, AttentionThresholds } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { NO_HEALTH, findingsOf, healthAfter, severityOfFindings } from './attention';
import type { HealthEvent } from './attention';
import { DEMO_TENANT, OFFLINE_CRITICAL_AFTER_MINUTES } from './constants';
import type { DeviceHealthRecord } from './model';
import { createFakePlatform } from './platform';
import type { FakePlatform } from './platform';
import { fakeAccessToken } from './roles';
import { TEST_BASE_URL, clientFor } from './testClient';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const thresholds: AttentionThresholds = { ...ATTENTION_DEFAULTS };

const state = (event: string, minutes: number, eventType: HealthEvent['eventType'] = 'State') => ({
  eventType,
  event,
  timestamp: minutesAgo(minutes),
  receivedOnServer: minutesAgo(minutes),
});

const batteryAt = (level: number, minutes: number): HealthEvent => ({
  ...state('CapacitorVoltage', minutes, 'CapacitorVoltage'),
  battery: { level },
});

function fold(...events: HealthEvent[]): DeviceHealthRecord {
  return events.reduce(healthAfter, NO_HEALTH);
}

const device = (
  health: DeviceHealthRecord,
  level: number | null = 80,
  powerSource = 'Battery',
) => ({
  health,
  powerSource,
  batteries: level === null ? null : { lastChanged: null, level },
});

const reasons = (d: ReturnType<typeof device>, t = thresholds) =>
  findingsOf(d, t, NOW).map((f) => `${f.reason}:${f.severity}`);

describe('what a device reported (healthAfter)', () => {
  it('keeps Empty and LowLevel until Refilled', () => {
    expect(fold(state('LowLevel', 30)).fluid).toEqual({ level: 'LowLevel', since: minutesAgo(30) });
    expect(fold(state('LowLevel', 30), state('Empty', 20)).fluid).toEqual({
      level: 'Empty',
      since: minutesAgo(20),
    });
    expect(fold(state('Empty', 30), state('Refilled', 10)).fluid).toBeNull();
    // A repeated report keeps the time it first said so.
    expect(fold(state('Empty', 30), state('Empty', 10)).fluid?.since).toBe(minutesAgo(30));
    // Other state events leave the level as it was.
    expect(fold(state('Empty', 30), state('LidOpen', 10)).fluid?.level).toBe('Empty');
  });

  it('keeps MotorStuck until MotorRun or MotorReturned', () => {
    const stuck = state('MotorStuck', 40, 'MotorStuck');
    expect(fold(stuck).motorStuckSince).toBe(minutesAgo(40));
    expect(fold(stuck, state('MotorStuck', 30, 'MotorStuck')).motorStuckSince).toBe(minutesAgo(40));
    expect(fold(stuck, state('MotorRun', 20, 'MotorRun')).motorStuckSince).toBeNull();
    expect(fold(stuck, state('MotorReturned', 20, 'MotorReturned')).motorStuckSince).toBeNull();
  });

  it('keeps how the battery fell since it was changed: the same level adds nothing, a higher one starts again', () => {
    expect(
      fold(batteryAt(40, 90), batteryAt(18, 60), batteryAt(18, 30), batteryAt(9, 10)).batteryFalls,
    ).toEqual([
      { level: 40, at: minutesAgo(90) },
      { level: 18, at: minutesAgo(60) },
      { level: 9, at: minutesAgo(10) },
    ]);
    expect(fold(batteryAt(18, 60), batteryAt(95, 30)).batteryFalls).toEqual([
      { level: 95, at: minutesAgo(30) },
    ]);
    const changed = fold(batteryAt(5, 60), state('BatteryChanged', 30, 'BatteryChanged'));
    expect(changed.batteryFalls).toEqual([{ level: 100, at: minutesAgo(30) }]);
  });

  it('remembers the latest message, whatever its type', () => {
    expect(
      fold(state('HandSense', 50, 'HandSense'), state('PowerOn', 5, 'PowerOn')).lastMessage,
    ).toBe(minutesAgo(5));
    // An event that arrives late (an older timestamp) does not move the last message back.
    expect(
      fold(state('PowerOn', 5, 'PowerOn'), state('HandSense', 50, 'HandSense')).lastMessage,
    ).toBe(minutesAgo(5));
  });
});

describe('why a device needs someone (findingsOf)', () => {
  const recent = fold(state('HandSense', 1, 'HandSense'));

  it('finds nothing for a device that is fine', () => {
    expect(reasons(device(recent))).toEqual([]);
  });

  it('puts the battery at its thresholds: at or under critical, at or under low', () => {
    expect(reasons(device(recent, thresholds.criticalBatteryPercent))).toEqual([
      'criticalBattery:critical',
    ]);
    expect(reasons(device(recent, thresholds.criticalBatteryPercent + 1))).toEqual([
      'lowBattery:warning',
    ]);
    expect(reasons(device(recent, thresholds.lowBatteryPercent))).toEqual(['lowBattery:warning']);
    expect(reasons(device(recent, thresholds.lowBatteryPercent + 1))).toEqual([]);
    expect(findingsOf(device(recent, 4), thresholds, NOW)[0]?.batteryLevel).toBe(4);
  });

  it('gives a mains device, and one without batteries, no battery reason', () => {
    expect(reasons(device(recent, 2, 'Mains'))).toEqual([]);
    expect(reasons(device(recent, null))).toEqual([]);
  });

  it('dates a battery reason from when the level first reached its threshold, not the last report', () => {
    const low = fold(batteryAt(60, 600), batteryAt(19, 300), batteryAt(15, 100), batteryAt(15, 5));
    expect(findingsOf(device(low, 15), thresholds, NOW)[0]).toMatchObject({
      reason: 'lowBattery',
      since: minutesAgo(300),
    });
    const critical = fold(batteryAt(19, 300), batteryAt(9, 200), batteryAt(4, 5));
    expect(findingsOf(device(critical, 4), thresholds, NOW)[0]).toMatchObject({
      reason: 'criticalBattery',
      since: minutesAgo(200),
    });
    // A level nobody saw fall (no report kept): the start is not known.
    expect(findingsOf(device(recent, 15), thresholds, NOW)[0]?.since).toBeNull();
  });

  it('is offline only after more than the offline threshold without a message, critical after a day', () => {
    const at = (minutes: number) => fold(state('HandSense', minutes, 'HandSense'));
    expect(reasons(device(at(thresholds.offlineAfterMinutes)))).toEqual([]);
    expect(reasons(device(at(thresholds.offlineAfterMinutes + 1)))).toEqual(['offline:warning']);
    expect(reasons(device(at(OFFLINE_CRITICAL_AFTER_MINUTES)))).toEqual(['offline:warning']);
    expect(reasons(device(at(OFFLINE_CRITICAL_AFTER_MINUTES + 1)))).toEqual(['offline:critical']);
    expect(reasons(device(at(10 * 24 * 60)))).toEqual(['offline:critical']);
    // A device that never sent anything is not installed yet: nobody misses it.
    expect(reasons(device(NO_HEALTH))).toEqual([]);
  });

  it('follows the tenant’s thresholds', () => {
    const quiet = device(fold(state('HandSense', 90, 'HandSense')), 30);
    expect(reasons(quiet)).toEqual([]);
    expect(
      reasons(quiet, {
        lowBatteryPercent: 40,
        criticalBatteryPercent: 30,
        offlineAfterMinutes: 60,
      }),
    ).toEqual(['criticalBattery:critical', 'offline:warning']);
  });

  it('lists every reason worst first, and the worst decides the severity', () => {
    const everything = device(
      fold(state('MotorStuck', 500, 'MotorStuck'), state('LowLevel', 400)),
      15,
    );
    const findings = findingsOf(everything, thresholds, NOW);
    // Critical first (the stuck motor), then the warnings in the reasons' order.
    expect(findings.map((f) => f.reason)).toEqual([
      'motorStuck',
      'lowFluid',
      'lowBattery',
      'offline',
    ]);
    expect(severityOfFindings(findings)).toBe('critical');
    expect(
      severityOfFindings(findingsOf(device(fold(state('LowLevel', 1))), thresholds, NOW)),
    ).toBe('warning');
  });
});

describe('GET /tenants/{tenant}/attention', () => {
  const all = async (platform: FakePlatform, query = {}) => {
    const result = await clientFor(platform).listAttention(DEMO_TENANT, {
      pageSize: 1000,
      ...query,
    });
    if (!result.ok) throw new Error(result.error.status);
    return result.data;
  };

  it('lists the seeded devices that need someone, critical first, then the longest-standing', async () => {
    const page = await all(createFakePlatform());
    expect(page.totalItems).toBeGreaterThan(5);
    const severities = page.items.map((i) => i.severity);
    expect(severities).toEqual([...severities].sort()); // 'critical' < 'warning'
    // Within a severity, by when its worst problem began (unknown last).
    const started = (item: AttentionItem) =>
      Math.min(
        ...item.findings
          .filter((f) => f.severity === item.severity && f.since !== null)
          .map((f) => Date.parse(f.since!)),
      );
    for (const severity of ['critical', 'warning'] as const) {
      const times = page.items.filter((i) => i.severity === severity).map(started);
      expect(times.length).toBeGreaterThan(1);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    for (const item of page.items) {
      expect(item.findings.length).toBeGreaterThan(0);
      expect(item.severity).toBe(severityOfFindings(item.findings));
    }
  });

  it('filters by reason and by location', async () => {
    const platform = createFakePlatform();
    const everyone = await all(platform);
    const empty = await all(platform, { reason: ['empty'] });
    expect(empty.items.length).toBeGreaterThan(0);
    expect(empty.items.every((i) => i.findings.some((f) => f.reason === 'empty'))).toBe(true);
    expect(empty.totalItems).toBeLessThan(everyone.totalItems);
    const premise = everyone.items.find((i) => i.premise)!.premise!;
    const under = await all(platform, { 'premise-id': premise.id });
    expect(under.items.length).toBeGreaterThan(0);
    expect(under.items.every((i) => i.premise?.id === premise.id)).toBe(true);
  });

  it('adds a device at once when it reports Empty, and takes it off when it is refilled', async () => {
    const platform = createFakePlatform();
    const fine = platform.state.devices.find(
      (d) =>
        d.tenant === DEMO_TENANT &&
        d.isOn &&
        d.batteries !== null &&
        d.powerSource === 'Battery' &&
        d.locationType === 'RoomModel' &&
        findingsOf(d, thresholds, Date.parse(platform.state.now)).length === 0,
    )!;
    const listed = async () => (await all(platform)).items.find((i) => i.deviceId === fine.id);
    expect(await listed()).toBeUndefined();
    platform.recordEvent(DEMO_TENANT, { deviceId: fine.id, eventType: 'State', event: 'Empty' });
    expect((await listed())?.findings.map((f) => f.reason)).toEqual(['empty']);
    platform.recordEvent(DEMO_TENANT, { deviceId: fine.id, eventType: 'State', event: 'Refilled' });
    expect(await listed()).toBeUndefined();
    platform.recordEvent(DEMO_TENANT, {
      deviceId: fine.id,
      eventType: 'CapacitorVoltage',
      battery: { level: 3 },
    });
    expect((await listed())?.findings).toEqual([
      expect.objectContaining({ reason: 'criticalBattery', batteryLevel: 3 }),
    ]);
  });

  it('counts the same devices in its summary', async () => {
    const platform = createFakePlatform();
    const page = await all(platform);
    const summary = await clientFor(platform).getAttentionSummary(DEMO_TENANT);
    if (!summary.ok) throw new Error(summary.error.status);
    expect(summary.data.total).toBe(page.totalItems);
    expect(summary.data.critical).toBe(page.items.filter((i) => i.severity === 'critical').length);
    const empty = page.items.filter((i) => i.findings.some((f) => f.reason === 'empty')).length;
    expect(summary.data.reasons.find((r) => r.reason === 'empty')?.total).toBe(empty);
    const premise = page.items.find((i) => i.premise)!.premise!;
    expect(summary.data.premises.find((p) => p.id === premise.id)?.total).toBe(
      page.items.filter((i) => i.premise?.id === premise.id).length,
    );
  });
});

describe('the thresholds', () => {
  it('are the defaults until set, and a change moves devices onto the list at once', async () => {
    const platform = createFakePlatform();
    const api = clientFor(platform);
    expect(await api.getAttentionThresholds(DEMO_TENANT)).toEqual({
      ok: true,
      data: { ...ATTENTION_DEFAULTS, version: expect.any(String) },
    });
    const before = await api.listAttention(DEMO_TENANT, { reason: ['offline'], pageSize: 1000 });
    const strict = { lowBatteryPercent: 60, criticalBatteryPercent: 30, offlineAfterMinutes: 5 };
    expect(await api.updateAttentionThresholds(DEMO_TENANT, strict)).toEqual({
      ok: true,
      data: { ...strict, version: expect.any(String) },
    });
    const after = await api.listAttention(DEMO_TENANT, { reason: ['offline'], pageSize: 1000 });
    expect(before.ok && after.ok).toBe(true);
    if (!before.ok || !after.ok) return;
    expect(after.data.totalItems).toBeGreaterThan(before.data.totalItems);
  });

  it('answers 400 naming the field for a critical threshold not below the low one', async () => {
    const platform = createFakePlatform();
    const response = await platform.fetch(
      new Request(`${TEST_BASE_URL}/tenants/${DEMO_TENANT}/attention/thresholds`, {
        method: 'PUT',
        headers: {
          authorization: 'Bearer t',
          'content-type': 'application/json',
          'x-tenant-identifier': DEMO_TENANT,
        },
        body: JSON.stringify({
          lowBatteryPercent: 20,
          criticalBatteryPercent: 20,
          offlineAfterMinutes: 120,
        }),
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(['criticalBatteryPercent']);
    expect(
      platform.state.tenants.find((t) => t.identifier === DEMO_TENANT)?.attentionThresholds,
    ).toBeNull();
  });

  it('may be read by tenant staff, and changed only by the provider’s roles', async () => {
    const platform = createFakePlatform();
    const as = (roles: string[]) =>
      createApiClient({
        baseUrl: TEST_BASE_URL,
        fetch: (request) => platform.fetch(request),
        getAccessToken: () => fakeAccessToken({ roles }),
        getTenantIdentifier: () => DEMO_TENANT,
      });
    const change = { lowBatteryPercent: 30, criticalBatteryPercent: 15, offlineAfterMinutes: 60 };
    const staff = as(['tenant-staff']);
    expect((await staff.listAttention(DEMO_TENANT)).ok).toBe(true);
    expect((await staff.getAttentionThresholds(DEMO_TENANT)).ok).toBe(true);
    const refused = await staff.updateAttentionThresholds(DEMO_TENANT, change);
    expect(refused.ok ? 'ok' : refused.error.status).toBe('forbidden');
    expect((await as(['service-staff']).updateAttentionThresholds(DEMO_TENANT, change)).ok).toBe(
      true,
    );
  });
});
