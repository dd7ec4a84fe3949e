import { EVENT_TYPES } from '@hygiene/api-client';
import type { EventType } from '@hygiene/api-client';

import type { PlatformApp } from '../context';
import { canSeeTenantRecord, deviceAtTenant, pathTenant, visibleDevice } from '../context';
import type { EventRecord } from '../model';
import { Query, paged } from '../query';

/**
 * Device events, newest first. `typesIncluded` keeps only the named types; the three
 * `…Included` switches drop Bluetooth, Transaction or Summary events when false. A switch that
 * is absent includes its events.
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
    return c.json(paged(events, query.paging(), scope.views.event));
  });

  app.get('/device-events', (c) => {
    const scope = c.var.scope;
    const query = new Query(c.req.url);
    const keep = eventFilter(query);
    const summaries = query.boolean('summaryEventsIcluded');
    const events = scope.state.events.filter(
      (e) =>
        canSeeTenantRecord(scope, e) &&
        keep(e) &&
        !(summaries === false && e.eventType === 'Summary'),
    );
    return c.json(paged(events, query.paging(), scope.views.event));
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
