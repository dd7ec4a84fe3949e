import { describe, expect, it } from 'vitest';

import type { SimulatedEvent } from './events.ts';
import { fakePlatformAdapter } from './platform/fake-platform.ts';
import type { PlatformStorage } from './platform/port.ts';
import { Simulator } from './simulator.ts';

const memoryStorage = (): PlatformStorage => {
  const documents = new Map<string, unknown>();
  return {
    read: (key) => documents.get(key),
    write: (key, value) => documents.set(key, value),
    unreadable: () => undefined,
  };
};

describe('Simulator timestamps', () => {
  it("never gives one device two events of the same millisecond (a device's clock runs forwards)", () => {
    const platform = fakePlatformAdapter(memoryStorage());
    const seen: SimulatedEvent[] = [];
    // Always the first device, no lag: a burst lands in one millisecond.
    const simulator = new Simulator({
      platform,
      eventsPerSecond: 0,
      onEvent: (e) => void seen.push(e),
      random: () => 0,
    });
    for (let i = 0; i < 50; i++) simulator.emitOne('demo');
    const times = seen.map((e) => Date.parse(e.event.timestamp));
    expect(new Set(seen.map((e) => e.event.deviceId)).size).toBe(1);
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]!);
  });
});
