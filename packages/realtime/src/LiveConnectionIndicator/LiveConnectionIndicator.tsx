import { StatusDot } from '@hygiene/ui';

import { liveIndicator } from '../liveIndicator';
import { useRealtimeConnectionState } from '../react/hooks';

/**
 * The live-connection indicator of spec §2: the UI kit's status dot, whose tooltip and
 * accessible name say 'Connecting to real time server ...', 'Receiving live events' or
 * 'Unable to receive live events'. Place it inside a `RealtimeProvider` (the app bar).
 */
export function LiveConnectionIndicator() {
  const { tone, label } = liveIndicator(useRealtimeConnectionState());
  return <StatusDot tone={tone} label={label} />;
}
