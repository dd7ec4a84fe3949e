import { EVENT_TYPES, eventOrderMs } from '@hygiene/api-client';
import type { EventType } from '@hygiene/api-client';

import type { PlatformApp } from '../context';
import { deviceAtTenant, pathTenant, visibleDevice } from '../context';
import type { EventRecord } from '../model';
import { Query, paged } from '../query';

/**
 * Device events, newest first: by timestamp, and events of the same millisecond by device,
 * type and name (highest first), so a client merging pages with pushed events (the live feed)
 * agrees on which are the newest N. `typesIncluded` keeps only the named types; the three
 * `…Included` switches drop Bluetooth, Transaction or Summary events when false. A switch that
 * is absent includes its events.
 *
 * GET /device-events answers the events of the request's tenant, the service tenant included:
 * exactly what that tenant's real-time group is sent, so the live feed's page and its pushed
 * events agree.
 */
export function eventRoutes(app: PlatformApp) {
  app.get('/tenants/:tenant/devices/:device/events', (c) => {
    const scope = c.var.scope;
    pathTenant(scope, c.req.param('tenant'));
    const device = deviceAtTenant(
      scope,
      c.req.param('tenant'),
      visibleDevice(scope, c.req.param('device')),
    );
    const query = new Query(c.req.url);
    const keep = eventFilter(query);
    const events = scope.state.events.filter((e) => e.deviceId === device.id && keep(e));
    return c.json(paged(newestFirst(events), query.paging(), scope.views.event));
  });

  app.get('/device-events', (c) => {
    const scope = c.var.scope;
    const query = new Query(c.req.url);
    const keep = eventFilter(query);
    const summaries = query.boolean('summaryEventsIcluded');
    const events = scope.state.events.filter(
      (e) =>
        // The header's tenant was checked on the way in: its own events are what it sees.
        e.tenant === scope.tenant.identifier &&
        keep(e) &&
        !(summaries === false && e.eventType === 'Summary'),
    );
    return c.json(paged(newestFirst(events), query.paging(), scope.views.event));
  });
}

function eventFilter(query: Query) {
  const types = new Set<EventType>(query.oneOfEach('typesIncluded', EVENT_TYPES));
  const bluetooth = query.boolean('bluetoothEventsIncluded');
  const transactions = query.boolean('transactionEventsIncluded');
  return (event: EventRecord) => {
    if (types.size > 0 && !types.has(event.eventType)) return false;
    if (bluetooth === false && event.eventType === 'Bluetooth') return false;
    if (transactions === false && event.eventType === 'Transaction') return false;
    return true;
  };
}

/** The identity of an event within its millisecond, as the live feed orders it. */
function tieBreak(event: EventRecord): string {
  return `${event.deviceId}\u0000${event.eventType}\u0000${event.event}`;
}

/**
 * Newest first by `eventOrderMs` (the timestamp, never after the platform received it, as the
 * live feed orders), then by `tieBreak` (highest first). Events are stored in the order they
 * arrived, which a device whose clock lags puts out of timestamp order; most of the list is in
 * order already, so the sort is cheap.
 */
export function newestFirst(events: readonly EventRecord[]): EventRecord[] {
  const keyed = events.map((event) => ({
    event,
    ms: eventOrderMs(event.timestamp, event.receivedOnServer),
  }));
  keyed.sort((a, b) => {
    if (a.ms !== b.ms) return b.ms - a.ms;
    const x = tieBreak(a.event);
    const y = tieBreak(b.event);
    return x < y ? 1 : x > y ? -1 : 0;
  });
  return keyed.map(({ event }) => event);
}
