import { useEffect } from 'react';

import { MAINTENANCE_CHANNEL } from '../../../constants';

/**
 * Tells every other open tab of this console that maintenance started or ended, so each asks the
 * platform again at once (their indicators follow the platform's answer, not this message).
 * Browsers without BroadcastChannel still catch up on focus and on the poll.
 */
export function announceMaintenanceChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(MAINTENANCE_CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Calls `onChange` when another tab announces a maintenance change. */
export function useMaintenanceChannel(onChange: () => void): void {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(MAINTENANCE_CHANNEL);
    channel.onmessage = () => onChange();
    return () => channel.close();
  }, [onChange]);
}
