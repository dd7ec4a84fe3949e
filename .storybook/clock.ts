/**
 * The stories' clock. Every story starts at the fake platform's "now" (`DEFAULT_NOW`, the instant
 * its seeded data was written at) and time runs on from there at its real pace. So the texts that
 * depend on the day ("2 hours ago", "until 10:00", a date) read the same on any day the stories
 * run, and so do their pictures; timers, intervals and "a second later" still work, as time still
 * passes. Installed once, when the preview loads; `restartStoryClock` runs before each story.
 */
import { DEFAULT_NOW } from '@hygiene/fake-platform';

const RealDate = Date;
const storyStart = new RealDate(DEFAULT_NOW).getTime();
let offset = 0;
let frozen = false;

const storyNow = () => (frozen ? storyStart : RealDate.now() + offset);

/**
 * Sets the clock back to the start: the story about to run begins at `DEFAULT_NOW`. A story
 * with `parameters.clock = 'frozen'` stays there: one that writes the time it acts at ('Record
 * battery change', to the second) would otherwise show how long its play function took.
 */
export function restartStoryClock({ frozen: frozenForStory = false } = {}) {
  frozen = frozenForStory;
  offset = storyStart - RealDate.now();
}

class StoryDate extends RealDate {
  constructor(...args: unknown[]) {
    // `new Date()` is the story's now; any other form (a time, a string, parts) is unchanged.
    super(...((args.length === 0 ? [storyNow()] : args) as [number]));
  }

  static override now() {
    return storyNow();
  }
}

globalThis.Date = StoryDate as DateConstructor;
restartStoryClock();
