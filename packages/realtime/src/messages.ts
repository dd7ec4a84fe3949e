/**
 * Every text the realtime package shows or throws, word for word from the spec where the spec
 * has one, in one place so it can be translated.
 */
export const realtimeMessages = {
  indicator: {
    connecting: 'Connecting to real time server ...',
    receiving: 'Receiving live events',
    failed: 'Unable to receive live events',
    /** Under 'Unable to receive live events' while a try is planned. */
    nextTry: (time: string) => `Next try at ${time}`,
    retry: 'Retry',
    retryLabel: 'Retry connecting to the real time server now',
  },
  feed: {
    maxEventsNegative: 'maxEventsInFeed cannot be negative',
    maxEventsNotWhole: 'maxEventsInFeed must be a whole number',
    maxEventsTooLarge: (max: number) => `maxEventsInFeed cannot be more than ${max}`,
    listLabel: 'Live events',
    empty: 'No events yet',
    loading: 'Loading events',
    loadFailed: 'Unable to fetch events from api.',
    live: 'Live',
    device: (deviceId: string) => `Device ${deviceId}`,
    showMore: (shown: number, total: number) => `Show more events (${shown} of ${total})`,
  },
  log: {
    joinFailed: (tenant: string) => `Unable to join the real-time group of tenant ${tenant}`,
    leaveFailed: (tenant: string) => `Unable to leave the real-time group of tenant ${tenant}`,
    startFailed: 'Unable to start the real-time connection',
    stopFailed: 'Unable to stop the real-time connection',
    restartAfterLeaveFailed: (tenant: string) =>
      `Restarting the real-time connection: the group of tenant ${tenant} could not be left`,
    loadFailed: 'Unable to load the recent events for the live feed',
    groupSyncFailed: 'Unable to follow the real-time tenant group',
  },
} as const;
