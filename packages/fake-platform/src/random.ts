/**
 * A seeded pseudo-random generator (mulberry32): tiny, fast, and its whole state is one 32-bit
 * number, so the state can go into a snapshot and a loaded snapshot continues the same sequence.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** A random (version 4 shaped) UUID, deterministic for the seed. */
  uuid(): string;
  /** The current state, to store and resume from. */
  readonly state: number;
}

/** A generator starting from `seed` (any integer). */
export function createRandom(seed: number): Random {
  let state = seed | 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hex32 = () =>
    Math.floor(next() * 4294967296)
      .toString(16)
      .padStart(8, '0');
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    chance: (probability) => next() < probability,
    uuid: () => {
      const h = hex32() + hex32() + hex32() + hex32();
      const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
    get state() {
      return state;
    },
  };
}
