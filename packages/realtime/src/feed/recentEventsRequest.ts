/** What the live feed asks the REST API for when it (re)starts: spec §7 "Events". */
export interface LoadRecentEventsRequest {
  /** The tenant whose group the feed follows (the locked tenant while the group lock is on). */
  tenantIdentifier: string;
  /** Always page 0: the feed shows the newest events. */
  page: 0;
  /** The feed's maximum size. */
  pageSize: number;
  /** The configured filter as given, or `undefined` for every event type. */
  eventTypes: readonly string[] | undefined;
  /** `typesIncluded` of GET /device-events: the filter without Bluetooth, Transaction, Summary. */
  typesIncluded: readonly string[] | undefined;
  bluetoothEventsIncluded: boolean;
  transactionEventsIncluded: boolean;
  /** Spelled as the API spells it. */
  summaryEventsIcluded: boolean;
  /** Aborted when the feed resets or unmounts before the answer arrives. */
  signal: AbortSignal;
}

/**
 * Loads the first page of recent events (GET /device-events). Resolve with the page's items as
 * they came from the server: the feed validates each one like a hub message.
 */
export type LoadRecentEvents = (request: LoadRecentEventsRequest) => Promise<unknown>;

const flagTypes = new Set(['Bluetooth', 'Transaction', 'Summary']);

/** Maps the feed's size and filter onto the query of GET /device-events. */
export function recentEventsRequest(
  tenantIdentifier: string,
  pageSize: number,
  eventTypes: readonly string[] | undefined,
  signal: AbortSignal,
): LoadRecentEventsRequest {
  const includes = (type: string) => eventTypes === undefined || eventTypes.includes(type);
  return {
    tenantIdentifier,
    page: 0,
    pageSize,
    eventTypes,
    typesIncluded: eventTypes?.filter((type) => !flagTypes.has(type)),
    bluetoothEventsIncluded: includes('Bluetooth'),
    transactionEventsIncluded: includes('Transaction'),
    summaryEventsIcluded: includes('Summary'),
    signal,
  };
}
