import { useRealtimeClientWhenReady, type RealtimeClient } from '@hygiene/realtime';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { ATTENTION_LIVE_REFRESH_MS } from '../constants';
import { sharedKeys } from './queryKeys';
import { useConsoleApi } from './useConsoleApi';

/** One watcher per cache, hub client and tenant, however many parts of the page ask for it. */
interface SharedWatcher {
  users: number;
  stop: () => void;
}
const watchers = new WeakMap<QueryClient, WeakMap<RealtimeClient, Map<string, SharedWatcher>>>();

/** The watchers of one cache and hub client, by tenant. */
function watchersOf(queryClient: QueryClient, client: RealtimeClient): Map<string, SharedWatcher> {
  let byClient = watchers.get(queryClient);
  if (!byClient) watchers.set(queryClient, (byClient = new WeakMap()));
  let byTenant = byClient.get(client);
  if (!byTenant) byClient.set(client, (byTenant = new Map()));
  return byTenant;
}

/**
 * Watches the tenant's live feed (a feed of its own, loaded on first use) and asks for what
 * needs attention again a moment after an event that can change it (one request per burst).
 * Answers the function that stops.
 */
function startWatching(client: RealtimeClient, queryClient: QueryClient, tenant: string) {
  let stop: (() => void) | undefined;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refresh = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      void queryClient.invalidateQueries({ queryKey: sharedKeys.attention(tenant) });
    }, ATTENTION_LIVE_REFRESH_MS);
  };
  import('./watchAttentionEvents')
    .then(({ watchAttentionEvents }) => {
      if (!stopped) stop = watchAttentionEvents(client, refresh);
    })
    // Not loaded: the page is being left (Firefox rejects a chunk whose load a sign-out cut
    // short, and logged it as an error), or the network is gone. The worklist then refreshes
    // when asked, not live; there is nothing to tell anyone.
    .catch(() => undefined);
  return () => {
    stopped = true;
    stop?.();
    clearTimeout(timer);
  };
}

/**
 * Keeps the worklist, its counts, the cases and the bell live: when the tenant's live feed brings
 * an event that can change them, they are asked for again a moment later. The platform decides
 * what the event means; the console only knows it may have changed. The bell (on every screen),
 * the worklist and the floor plan each ask for it; they share one watcher, so one event makes one
 * refresh. It starts once the app's real-time client is there.
 */
export function useAttentionLiveRefresh(): void {
  const client = useRealtimeClientWhenReady();
  const queryClient = useQueryClient();
  const { tenant } = useConsoleApi();
  useEffect(() => {
    if (!client) return undefined;
    const byTenant = watchersOf(queryClient, client);
    const shared = byTenant.get(tenant) ?? {
      users: 0,
      stop: startWatching(client, queryClient, tenant),
    };
    byTenant.set(tenant, shared);
    shared.users += 1;
    return () => {
      shared.users -= 1;
      if (shared.users > 0) return;
      shared.stop();
      if (byTenant.get(tenant) === shared) byTenant.delete(tenant);
    };
  }, [client, queryClient, tenant]);
}
