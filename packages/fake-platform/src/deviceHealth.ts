/**
 * What a device is known to have said (its `health`): its events folded in the order they
 * arrive. The attention rules (`attentionRules.ts`) read it; the seed, the batteries route and
 * `recordEvent` keep it.
 */
import type { EventType } from '@hygiene/api-client';

import type { BatteryFall, DeviceHealthRecord } from './model';

/** What a device that never reported anything is known to have said. */
export const NO_HEALTH: DeviceHealthRecord = {
  lastMessage: null,
  fluid: null,
  motorStuckSince: null,
  batteryFalls: [],
};

/** The parts of an event the rules read. */
export interface HealthEvent {
  eventType: EventType;
  event: string;
  timestamp: string;
  receivedOnServer: string | null;
  battery?: { level: number } | null;
}

/**
 * What a device is known to have said after one more of its events, applied in the order they
 * arrive: Empty or LowLevel stands until Refilled; MotorStuck until MotorRun or MotorReturned.
 */
export function healthAfter(health: DeviceHealthRecord, event: HealthEvent): DeviceHealthRecord {
  const at = event.receivedOnServer ?? event.timestamp;
  const next: DeviceHealthRecord = { ...health, lastMessage: laterOf(health.lastMessage, at) };
  if (event.eventType === 'State') {
    if (event.event === 'Empty' || event.event === 'LowLevel') {
      // A LowLevel after Empty keeps the earlier 'since' only while the level stays the same.
      if (health.fluid?.level !== event.event) next.fluid = { level: event.event, since: at };
    } else if (event.event === 'Refilled') {
      next.fluid = null;
    }
  }
  const level = event.battery?.level ?? (event.eventType === 'BatteryChanged' ? 100 : undefined);
  if (level !== undefined) {
    next.batteryFalls = fallsAfter(
      health.batteryFalls,
      level,
      at,
      event.eventType === 'BatteryChanged',
    );
  }
  if (event.eventType === 'MotorStuck') next.motorStuckSince ??= at;
  if (event.eventType === 'MotorRun' || event.eventType === 'MotorReturned') {
    next.motorStuckSince = null;
  }
  return next;
}

/**
 * The battery's falls after one more report: a lower level adds a fall; new batteries, or a level
 * above the last (batteries changed without a word), start again; the same level changes nothing.
 */
export function fallsAfter(
  falls: readonly BatteryFall[],
  level: number,
  at: string,
  changed = false,
): BatteryFall[] {
  const last = falls.at(-1);
  if (changed || last === undefined || level > last.level) return [{ level, at }];
  return level < last.level ? [...falls, { level, at }] : [...falls];
}

/** The later of two times (ISO); `b` when `a` is unknown. */
export function laterOf(a: string | null, b: string): string {
  return a === null || Date.parse(b) > Date.parse(a) ? b : a;
}
