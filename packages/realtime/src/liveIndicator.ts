import type { ConnectionState } from './client/RealtimeClient';
import { realtimeMessages } from './messages';

/** The tones of the UI kit's `StatusDot`. */
export type LiveIndicatorTone = 'neutral' | 'success' | 'warning' | 'danger';

/** What the live-connection indicator shows: a tone and its tooltip text (spec §2, §8). */
export interface LiveIndicator {
  tone: LiveIndicatorTone;
  label: string;
}

/**
 * Maps the connection state onto the indicator: not started yet or connecting says
 * 'Connecting to real time server ...', connected says 'Receiving live events', failed says
 * 'Unable to receive live events'. Feed it to the UI kit's status dot.
 */
export function liveIndicator(connection: ConnectionState): LiveIndicator {
  switch (connection.status) {
    case 'default':
      return { tone: 'neutral', label: realtimeMessages.indicator.connecting };
    case 'loading':
      return { tone: 'warning', label: realtimeMessages.indicator.connecting };
    case 'fetched':
      return { tone: 'success', label: realtimeMessages.indicator.receiving };
    case 'error':
      return { tone: 'danger', label: realtimeMessages.indicator.failed };
    default:
      return connection satisfies never;
  }
}
