import { useEffect } from 'react';

import { MAINTENANCE_CHANNEL } from '../../../constants';

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

/** Calls `onChange` when another tab announces a maintenance change. */
export function useMaintenanceChannel(onChange: () => void): void {
  useEffect(() => {
    const shared = channel();
    if (!shared) return;
    const listener = () => onChange();
    shared.addEventListener('message', listener);
    return () => shared.removeEventListener('message', listener);
  }, [onChange]);
}
