/** What each seeded customer device last reported (its `health`), drawn after everything else. */
import { healthAfter, laterOf } from '../deviceHealth';
import type { PlatformState } from '../model';
import { createRandom } from '../random';
import { DAY, HOUR, MINUTE } from './time';

/** Mixed into the seed for the health facts' own random stream (`seedHealth`). */
const HEALTH_SEED_SALT = 0x29;

/**
 * What each customer device last reported: recent messages from those switched on, silence of
 * hours or days from the others, a few empty or low dispensers and stuck motors; a device with a
 * seeded history says what its events say. A random stream of its own, so the rest of the seeded data (names, serial
 * numbers, ids the stories use) is the same with or without it.
 */
export function seedHealth(state: PlatformState, seed: number, nowMs: number) {
  const random = createRandom(seed ^ HEALTH_SEED_SALT);
  const ago = (minMs: number, maxMs: number) =>
    new Date(nowMs - random.int(minMs, maxMs)).toISOString();
  const customers = new Set(
    state.tenants.filter((t) => t.kind === 'customer').map((t) => t.identifier),
  );
  // A device with a seeded history says what its events say (oldest first, as they arrived);
  // the others get drawn facts. Drawing on top of a history could contradict its order.
  const devices = new Map(state.devices.map((d) => [d.id, d]));
  const withEvents = new Set<string>();
  for (let i = state.events.length - 1; i >= 0; i -= 1) {
    const event = state.events[i]!;
    const device = devices.get(event.deviceId);
    if (!device || !customers.has(device.tenant)) continue;
    withEvents.add(device.id);
    device.health = healthAfter(device.health, event);
  }
  for (const device of state.devices) {
    if (!customers.has(device.tenant)) continue;
    const roll = random.next();
    const stuck = random.chance(0.015);
    const lastMessage = device.isOn ? ago(MINUTE, 90 * MINUTE) : ago(3 * HOUR, 10 * DAY);
    // When the battery came to its level: one report, so 'since' of a low one is that time.
    const batteryReported = device.batteries ? ago(MINUTE, 6 * HOUR) : null;
    const level = device.batteries?.level ?? null;
    const batteryFalls =
      level !== null && batteryReported !== null ? [{ level, at: batteryReported }] : [];
    if (withEvents.has(device.id)) {
      device.health = {
        ...device.health,
        lastMessage: laterOf(device.health.lastMessage, lastMessage),
        batteryFalls:
          device.health.batteryFalls.length > 0 ? device.health.batteryFalls : batteryFalls,
      };
      continue;
    }
    device.health = {
      lastMessage,
      fluid:
        roll < 0.04
          ? { level: 'Empty', since: ago(10 * MINUTE, 2 * DAY) }
          : roll < 0.1
            ? { level: 'LowLevel', since: ago(10 * MINUTE, 2 * DAY) }
            : null,
      motorStuckSince: stuck ? ago(10 * MINUTE, DAY) : null,
      batteryFalls,
    };
  }
}
