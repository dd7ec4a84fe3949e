import { MAX_EVENTS_IN_FEED } from '../constants';
import { realtimeDeveloperMessages } from '../messages';

// A module of its own: a size field validates as the person types, before the feed's code loads.

/**
 * Refuses a negative size with the spec's message ('maxEventsInFeed cannot be negative'), a
 * fractional or non-finite one, and one above 1,000 (GET /device-events refuses a larger page);
 * returns the size otherwise.
 */
export function validateMaxEventsInFeed(maxEventsInFeed: number): number {
  if (!(maxEventsInFeed >= 0)) throw new RangeError(realtimeDeveloperMessages.maxEventsNegative);
  if (maxEventsInFeed > MAX_EVENTS_IN_FEED) {
    throw new RangeError(realtimeDeveloperMessages.maxEventsTooLarge(MAX_EVENTS_IN_FEED));
  }
  if (!Number.isSafeInteger(maxEventsInFeed)) {
    throw new RangeError(realtimeDeveloperMessages.maxEventsNotWhole);
  }
  return maxEventsInFeed;
}
