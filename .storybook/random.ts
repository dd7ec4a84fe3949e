/**
 * The stories' randomness. Every story draws the same "random" numbers in the same order: a
 * generated password, a jittered retry delay, anything built on `crypto.getRandomValues` or
 * `Math.random` reads the same on every run, and so does its picture. Stories are not a place
 * where secrecy matters; the console's own code still asks the browser's CSPRNG, and its unit
 * tests check that. Installed once, when the preview loads; `restartStoryRandom` runs before each
 * story.
 */
import { createRandom } from '@hygiene/fake-platform';

const SEED = 0x5eed;

// One sequence per source, so how often the libraries call `Math.random` (request ids, by
// timing) does not change what `crypto.getRandomValues` gives the story.
let forMath = createRandom(SEED);
let forCrypto = createRandom(SEED);

/** Starts the sequences over: the story about to run draws what it drew last time. */
export function restartStoryRandom() {
  forMath = createRandom(SEED);
  forCrypto = createRandom(SEED);
}

Math.random = () => forMath.next();

crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
  if (array === null) return array;
  const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = forCrypto.int(0, 255);
  return array;
};
