/** What the wizard's header says of the device (spec §2). */
export type DeviceLiveness =
  | { status: 'checking' }
  | { status: 'online'; eventCount: number }
  | { status: 'offline' }
  | { status: 'error' };

export interface LivenessInput {
  /** The status of the live feed the wizard follows (the installation's tenant, locked). */
  feedStatus: 'default' | 'loading' | 'fetched' | 'error';
  /** The device's `onlineEventCount` as the platform last answered it. */
  onlineEventCount: number | undefined;
  /** Events of this device in the feed that are still live (under 25 s old). */
  liveEventCount: number;
}

/**
 * Spec §2: 'Device is online' when the event count is above zero, 'Device is offline' otherwise,
 * 'Unable to get events' on error. The count is the platform's online event count plus the
 * device's live events that arrived over the hub while the wizard is open. Until the feed has
 * answered, a device the platform counts no events for is still being checked.
 */
export function deviceLiveness({
  feedStatus,
  onlineEventCount,
  liveEventCount,
}: LivenessInput): DeviceLiveness {
  if (feedStatus === 'error') return { status: 'error' };
  const eventCount = (onlineEventCount ?? 0) + liveEventCount;
  if (eventCount > 0) return { status: 'online', eventCount };
  return feedStatus === 'fetched' ? { status: 'offline' } : { status: 'checking' };
}
