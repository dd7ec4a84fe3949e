/**
 * The seed's clock: durations, and the helpers every seeded date is drawn with. Every date lies
 * before the platform's clock (`SeedOptions.now`).
 */
import type { Random } from '../random';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The time `ms` before now (ISO). */
export type Before = (ms: number) => string;

/** A time drawn between `maxMs` and `minMs` (default 0) before now (ISO). */
export type RandomBefore = (maxMs: number, minMs?: number) => string;

/** The seed's clock at `nowMs`; `randomBefore` draws from `random`. */
export function seedClock(
  random: Random,
  nowMs: number,
): { before: Before; randomBefore: RandomBefore } {
  const before: Before = (ms) => new Date(nowMs - ms).toISOString();
  const randomBefore: RandomBefore = (maxMs, minMs = 0) => before(random.int(minMs, maxMs));
  return { before, randomBefore };
}
