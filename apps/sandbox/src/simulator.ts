/**
 * Simulated dispensers: the online devices of every tenant emit events over time, at a total
 * rate spread over all tenants. Each event goes to `onEvent` (the sandbox records it through
 * the platform and pushes it to the tenant's hub group).
 */
import type { EventType } from '@hygiene/api-client';

import { SIMULATOR_TICK_MS } from './constants.ts';
import type { RecordableEvent, SimulatedEvent } from './events.ts';
import type { DeviceSummary, Platform } from './platform/port.ts';

type Kind = Exclude<EventType, 'Summary' | 'UknownEvent'> | 'Config';

/** How often each kind occurs, relative to the others: hand use dominates, faults are rare. */
const WEIGHTS: readonly [Kind, number][] = [
  ['HandSense', 35],
  ['Transaction', 15],
  ['Bluetooth', 15],
  ['State', 8],
  ['CapacitorVoltage', 8],
  ['MotorRun', 6],
  ['MotorReturned', 4],
  ['BatteryChanged', 4],
  ['Config', 2],
  ['MotorStuck', 1],
  ['PowerOn', 1],
  ['ChangeTime', 1],
];
const TOTAL_WEIGHT = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);

export interface SimulatorOptions {
  platform: Platform;
  eventsPerSecond: number;
  onEvent: (event: SimulatedEvent) => void;
  /** A source of numbers in [0, 1); tests may make it predictable. */
  random?: () => number;
  /** The sandbox's clock (moved by `POST /sandbox/clock`); the real one by default. */
  now?: () => Date;
}
export class Simulator {
  readonly #options: SimulatorOptions;
  readonly #random: () => number;
  readonly #counters = new Map<string, number>();
  /** Each device's last timestamp: a device's clock never runs backwards. */
  readonly #lastTimestamps = new Map<string, number>();
  #timer: NodeJS.Timeout | undefined;
  #budget = 0;
  #lastTick = 0;
  #emitted = 0;

  constructor(options: SimulatorOptions) {
    this.#options = options;
    this.#random = options.random ?? Math.random;
  }

  get emitted(): number {
    return this.#emitted;
  }

  start(): void {
    if (this.#timer || this.#options.eventsPerSecond <= 0) return;
    this.#lastTick = performance.now();
    this.#timer = setInterval(() => this.#tick(), SIMULATOR_TICK_MS);
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** Emits one event now, from a random online device of the tenant (or of any tenant). */
  emitOne(tenantIdentifier?: string): SimulatedEvent | undefined {
    const { platform } = this.#options;
    const candidates = (
      tenantIdentifier ? [tenantIdentifier] : platform.tenants().map((t) => t.identifier)
    )
      .map((tenant) => ({ tenant, devices: platform.onlineDevices(tenant) }))
      .filter(({ devices }) => devices.length > 0);
    if (candidates.length === 0) return undefined;
    const { tenant, devices } = this.#pick(candidates);
    const event = this.#event(tenant, this.#pick(devices));
    this.#emitted += 1;
    this.#options.onEvent(event);
    return event;
  }

  #tick(): void {
    const now = performance.now();
    const rate = this.#options.eventsPerSecond;
    // Never catch up more than a second's worth after a stall (a paused process, a slow disk).
    this.#budget = Math.min(
      this.#budget + (rate * (now - this.#lastTick)) / 1000,
      Math.max(rate, 1),
    );
    this.#lastTick = now;
    while (this.#budget >= 1) {
      this.#budget -= 1;
      if (!this.emitOne()) {
        this.#budget = 0;
        return;
      }
    }
  }

  #pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.#random() * items.length)] ?? items[0]!;
  }

  #kind(): Kind {
    let roll = this.#random() * TOTAL_WEIGHT;
    for (const [kind, weight] of WEIGHTS) {
      roll -= weight;
      if (roll < 0) return kind;
    }
    return 'HandSense';
  }

  #event(tenantIdentifier: string, device: DeviceSummary): SimulatedEvent {
    const now = this.#options.now?.() ?? new Date();
    // The dispenser's clock is a little behind the server's, as real devices are.
    // A device's own events keep their order (at least 1 ms apart), so two of them are never the
    // same event to a client that tells events apart by device, time, type and name.
    const lagging = now.getTime() - Math.floor(this.#random() * 800);
    const ms = Math.max(lagging, (this.#lastTimestamps.get(device.id) ?? -Infinity) + 1);
    this.#lastTimestamps.set(device.id, ms);
    const timestamp = new Date(ms).toISOString();
    const kind = this.#kind();
    if (kind === 'Config') {
      return { status: 'config', tenantIdentifier, event: { deviceId: device.id, timestamp } };
    }
    // Names and Bluetooth/Transaction data (real group and section ids) come from the platform.
    const event: RecordableEvent = {
      deviceId: device.id,
      eventType: kind,
      timestamp,
      receivedOnServer: now.toISOString(),
      source: 'broadcaster',
    };
    if (kind === 'HandSense') {
      const counterValue = (this.#counters.get(device.id) ?? 0) + 1;
      this.#counters.set(device.id, counterValue);
      event.counter = { revision: 1, counterNumber: 1, counterValue };
    }
    return { status: 'device', tenantIdentifier, event };
  }
}
