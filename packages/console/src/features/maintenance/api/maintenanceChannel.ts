import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

import { MAINTENANCE_CHANNEL, MAINTENANCE_STATUS_POLL_MS } from '../../../constants';
import { isRefused } from '../refusal';

/**
 * This tab's one channel. A BroadcastChannel object never receives its own posts, so sending and
 * listening on the same object means a tab's own announcement does not make it ask the platform
 * a second time (its mutation already did). Null where the browser has no BroadcastChannel:
 * those tabs still catch up on focus and on the poll.
 */
let shared: BroadcastChannel | null = null;
function channel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  shared ??= new BroadcastChannel(MAINTENANCE_CHANNEL);
  return shared;
}

/**
 * Tells every other open tab of this console that maintenance started or ended, so each asks the
 * platform again at once (their indicators follow the platform's answer, not this message).
 */
export function announceMaintenanceChange(): void {
  channel()?.postMessage('changed');
}

/**
 * How a maintenance status query follows the platform: fresh on focus, on a poll, and when another
 * tab announces a change (`useRefreshOnAnnouncement`). A refusal is an answer, not a blip: no
 * retry, and no more polling for it; a failure keeps polling, so it recovers on its own.
 */
export const followsThePlatform = {
  staleTime: 0,
  refetchOnWindowFocus: 'always',
  refetchInterval: (query: { state: { error: Error | null } }) =>
    isRefused(query.state.error) ? false : MAINTENANCE_STATUS_POLL_MS,
  retry: false,
} as const;

/**
 * Asks the platform again for `queryKey` when another tab announces a maintenance change. Every
 * listener on the page joins one fetch instead of cancelling the one before.
 */
export function useRefreshOnAnnouncement(queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const key = hashKey(queryKey);
  useEffect(() => {
    const shared = channel();
    if (!shared) return;
    const listener = () =>
      void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    shared.addEventListener('message', listener);
    return () => shared.removeEventListener('message', listener);
    // The key's content (`key`), not its array identity, decides when to listen anew.
  }, [queryClient, key]);
}
