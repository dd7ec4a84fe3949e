/**
 * The stories' randomness. Every story draws the same "random" numbers in the same order: a
 * generated password, a jittered retry delay, anything built on `crypto.getRandomValues` or
 * `Math.random` reads the same on every run, and so does its picture. Stories are not a place
 * where secrecy matters; the console's own code still asks the browser's CSPRNG, and its unit
 * tests check that. Installed once, when the preview loads; `restartStoryRandom` runs before each
 * story.
 */
const SEED = 0x5eed;

/**
 * mulberry32: a small, well-spread 32-bit generator. Each source of randomness has its own, so
 * how often the libraries call `Math.random` (request ids, depending on timing) does not change
 * what `crypto.getRandomValues` gives the story.
 */
function generator() {
  let state = SEED;
  return {
    restart: () => (state = SEED),
    next32: () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return (t ^ (t >>> 14)) >>> 0;
    },
  };
}

const forMath = generator();
const forCrypto = generator();

/** Starts the sequences over: the story about to run draws what it drew last time. */
export function restartStoryRandom() {
  forMath.restart();
  forCrypto.restart();
}

Math.random = () => forMath.next32() / 2 ** 32;

crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
  if (array === null) return array;
  const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = forCrypto.next32() & 0xff;
  return array;
};
