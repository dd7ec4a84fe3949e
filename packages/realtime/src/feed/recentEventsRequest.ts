import { EVENT_TYPES, type ApiClient, type EventType } from '@hygiene/api-client';

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

const eventTypes: ReadonlySet<string> = new Set(EVENT_TYPES);

/** The configured filter may name events as well as types; only types go into `typesIncluded`. */
function isEventType(value: string): value is EventType {
  return eventTypes.has(value);
}

/**
 * `loadRecentEvents` over `@hygiene/api-client`: the request becomes `listDeviceEvents`' query,
 * sent by the client `clientFor` gives for the tenant the feed follows (one client per tenant
 * where the group lock can make it differ from the app's; an app of one tenant returns its one
 * client). Rejects on a failed answer, so the feed shows its error state.
 */
export function loadRecentEventsFrom(
  clientFor: (tenantIdentifier: string) => Pick<ApiClient, 'listDeviceEvents'>,
): LoadRecentEvents {
  return async (request) => {
    const result = await clientFor(request.tenantIdentifier).listDeviceEvents(
      {
        page: request.page,
        pageSize: request.pageSize,
        ...(request.typesIncluded
          ? { typesIncluded: request.typesIncluded.filter(isEventType) }
          : {}),
        bluetoothEventsIncluded: request.bluetoothEventsIncluded,
        transactionEventsIncluded: request.transactionEventsIncluded,
        summaryEventsIcluded: request.summaryEventsIcluded,
      },
      { signal: request.signal },
    );
    if (!result.ok) throw new Error(`GET /device-events failed: ${result.error.status}`);
    return result.data.items;
  };
}
