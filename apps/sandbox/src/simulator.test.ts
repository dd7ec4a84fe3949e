import { describe, expect, it } from 'vitest';

import type { SimulatedEvent } from './events.ts';
import { hubMethodFor } from './events.ts';
import { StaticPlatform } from './platform/static-platform.ts';
import type { PlatformStorage } from './platform/port.ts';
import { Simulator } from './simulator.ts';

const memoryStorage = (): PlatformStorage => ({
  read: () => undefined,
  write: () => {},
  appendEvent: () => {},
  recentEvents: () => [],
  countEvents: () => 0,
});

describe('Simulator', () => {
  it('emits only from online devices of the tenant asked for', () => {
    const platform = new StaticPlatform(memoryStorage());
    const seen: [string, SimulatedEvent][] = [];
    const simulator = new Simulator({
      platform,
      eventsPerSecond: 0,
      onEvent: (t, e) => seen.push([t, e]),
    });
    for (let i = 0; i < 200; i++) simulator.emitOne('demo');
    const online = new Set(platform.onlineDevices('demo').map((d) => d.id));
    expect(seen).toHaveLength(200);
    expect(seen.every(([tenant, e]) => tenant === 'demo' && e.tenantIdentifier === 'demo')).toBe(
      true,
    );
    expect(seen.every(([, e]) => online.has(e.deviceId))).toBe(true);
    // 200 draws cover every hub method.
    expect(new Set(seen.map(([, e]) => hubMethodFor(e)))).toEqual(
      new Set([
        'ReceiveDeviceEvent',
        'ReceiveTransactionEvent',
        'ReceiveBluetoothEvent',
        'ReceiveConfigEvent',
      ]),
    );
  });

  it('keeps to the configured rate over time', async () => {
    const platform = new StaticPlatform(memoryStorage());
    const simulator = new Simulator({ platform, eventsPerSecond: 200, onEvent: () => {} });
    simulator.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    simulator.stop();
    // 100 expected; timers on a busy machine are late, never early.
    expect(simulator.emitted).toBeGreaterThanOrEqual(60);
    expect(simulator.emitted).toBeLessThanOrEqual(110);
  });

  it('emits nothing for a tenant without online devices', () => {
    const platform = new StaticPlatform(memoryStorage());
    const simulator = new Simulator({ platform, eventsPerSecond: 0, onEvent: () => {} });
    expect(simulator.emitOne('nowhere')).toBeUndefined();
  });
});
