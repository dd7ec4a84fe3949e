import { createFakePlatform } from '@hygiene/fake-platform';
import { recentEventsRequest } from '@hygiene/realtime';
import { describe, expect, it } from 'vitest';

import { createLoadRecentEvents } from './loadRecentEvents';

describe('createLoadRecentEvents', () => {
  it("asks GET /device-events with the feed's page, size and filter, under the feed's tenant", async () => {
    const platform = createFakePlatform();
    const seen: Request[] = [];
    const load = createLoadRecentEvents({
      baseUrl: 'http://fake.test/api',
      getAccessToken: () => 'token',
      fetch: (request) => {
        seen.push(request.clone());
        return platform.fetch(request);
      },
    });
    const request = recentEventsRequest(
      'demo',
      4,
      ['State', 'Bluetooth', 'ACustomEventName'],
      new AbortController().signal,
    );
    const items = (await load(request)) as { eventType: string }[];

    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe('/api/device-events');
    expect(url.searchParams.get('page')).toBe('0');
    expect(url.searchParams.get('pageSize')).toBe('4');
    // Event names that are not types stay out of typesIncluded; the feed matches them itself.
    expect(url.searchParams.getAll('typesIncluded')).toEqual(['State']);
    expect(url.searchParams.get('bluetoothEventsIncluded')).toBe('true');
    expect(url.searchParams.get('transactionEventsIncluded')).toBe('false');
    expect(url.searchParams.get('summaryEventsIcluded')).toBe('false');
    expect(seen[0]!.headers.get('x-tenant-identifier')).toBe('demo');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(4);
    expect(items.every((e) => e.eventType === 'State' || e.eventType === 'Bluetooth')).toBe(true);

    await load(recentEventsRequest('bergen-kommune', 2, undefined, new AbortController().signal));
    expect(seen[1]!.headers.get('x-tenant-identifier')).toBe('bergen-kommune');
  });

  it('rejects when the platform fails, so the feed shows its error', async () => {
    const platform = createFakePlatform();
    platform.failNext({ path: '/device-events', status: 500 });
    const load = createLoadRecentEvents({
      baseUrl: 'http://fake.test/api',
      getAccessToken: () => 'token',
      fetch: (request) => platform.fetch(request),
    });
    await expect(
      load(recentEventsRequest('demo', 10, undefined, new AbortController().signal)),
    ).rejects.toThrow(/server/);
  });
});
