import { FEED_FIRST_PAGE, type ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { SUMMARY_RECENT_EVENTS } from '../../../constants';
import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { dashboardKeys } from './queryKeys';

/** `GET /device-events`, page 0: the tenant's most recent events for the fleet summary. */
export function getRecentEvents(api: ApiClient, signal?: AbortSignal) {
  return unwrap(
    api.listDeviceEvents({ page: FEED_FIRST_PAGE, pageSize: SUMMARY_RECENT_EVENTS }, { signal }),
  );
}

export function recentEventsQueryOptions(api: ApiClient, tenant: string) {
  return queryOptions({
    queryKey: dashboardKeys.recentEvents(tenant),
    queryFn: ({ signal }) => getRecentEvents(api, signal),
  });
}

export function useRecentEvents() {
  const { api, tenant } = useConsoleApi();
  return useQuery(recentEventsQueryOptions(api, tenant));
}
