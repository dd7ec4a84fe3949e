import { useRealtimeClientWhenReady } from '@hygiene/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { ATTENTION_LIVE_REFRESH_MS } from '../constants';
import { sharedKeys } from './queryKeys';
import { useConsoleApi } from './useConsoleApi';

/**
 * Keeps the worklist and its counts live: when the tenant's live feed brings an event that can
 * change them, they are asked for again a moment later (one request per burst). The platform
 * decides what the event means; the console only knows it may have changed. The watcher (a live
 * feed of its own) loads right after the first paint, and starts once the app's real-time
 * client is there.
 */
export function useAttentionLiveRefresh(): void {
  const client = useRealtimeClientWhenReady();
  const queryClient = useQueryClient();
  const { tenant } = useConsoleApi();
  useEffect(() => {
    if (!client) return undefined;
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
  }, [client, queryClient, tenant]);
}
