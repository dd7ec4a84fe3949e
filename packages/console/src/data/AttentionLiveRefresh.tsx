import { useAttentionLiveRefresh } from './useAttentionLiveRefresh';

/**
 * `useAttentionLiveRefresh` as a component, so a screen can load it right after its first paint
 * (`lazy`): the worklist is live from a moment after it shows, and its code stays off the first
 * screen (bench:host-size).
 */
export function AttentionLiveRefresh(): null {
  useAttentionLiveRefresh();
  return null;
}
