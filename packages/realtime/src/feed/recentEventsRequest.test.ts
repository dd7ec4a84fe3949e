import type { ApiClient } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { loadRecentEventsFrom, recentEventsRequest } from './recentEventsRequest';

type ListDeviceEvents = ApiClient['listDeviceEvents'];

describe('loadRecentEventsFrom', () => {
  it("asks the feed's tenant's client for the feed's page, with only event types in typesIncluded", async () => {
    const asked: { tenant: string; query: Parameters<ListDeviceEvents>[0] }[] = [];
    const load = loadRecentEventsFrom((tenant) => ({
      listDeviceEvents: (async (query: Parameters<ListDeviceEvents>[0]) => {
        asked.push({ tenant, query });
        return { ok: true, data: { items: ['an event'] } };
      }) as unknown as ListDeviceEvents,
    }));
    const signal = new AbortController().signal;
    const items = await load(
      recentEventsRequest('bergen-kommune', 4, ['State', 'Bluetooth', 'ACustomName'], signal),
    );
    expect(items).toEqual(['an event']);
    expect(asked).toEqual([
      {
        tenant: 'bergen-kommune',
        query: {
          page: 0,
          pageSize: 4,
          typesIncluded: ['State'],
          bluetoothEventsIncluded: true,
          transactionEventsIncluded: false,
          summaryEventsIcluded: false,
        },
      },
    ]);
  });

  it('rejects on a failed answer, so the feed shows its error', async () => {
    const load = loadRecentEventsFrom(() => ({
      listDeviceEvents: (async () => ({
        ok: false,
        error: { status: 'server', httpStatus: 500, message: 'down' },
      })) as unknown as ListDeviceEvents,
    }));
    await expect(
      load(recentEventsRequest('demo', 10, undefined, new AbortController().signal)),
    ).rejects.toThrow('GET /device-events failed: server');
  });
});
