import type { ConnectionState } from './client/RealtimeClient';
import { formatClockTime } from './LiveFeedList/formatTime';
import { realtimeMessages } from './messages';

/** The tones of the UI kit's `StatusDot`. */
export type LiveIndicatorTone = 'neutral' | 'success' | 'warning' | 'danger';

/** What the live-connection indicator shows: a tone and its tooltip text (spec §2, §8). */
export interface LiveIndicator {
  tone: LiveIndicatorTone;
  label: string;
  /** When the connection is down: when the client tries again ('Next try at 08:50:55'). */
  detail?: string;
  /** Whether a 'Retry' is offered: the connection is down. */
  canRetry: boolean;
}

/**
 * Maps the connection state onto the indicator: not started yet or connecting says
 * 'Connecting to real time server ...', connected says 'Receiving live events', failed says
 * 'Unable to receive live events' (word for word, spec §2), plus when it tries next. Feed it
 * to the UI kit's status dot.
 */
export function liveIndicator(connection: ConnectionState): LiveIndicator {
  switch (connection.status) {
    case 'default':
      return { tone: 'neutral', label: realtimeMessages.indicator.connecting, canRetry: false };
    case 'loading':
      return { tone: 'warning', label: realtimeMessages.indicator.connecting, canRetry: false };
    case 'fetched':
      return { tone: 'success', label: realtimeMessages.indicator.receiving, canRetry: false };
    case 'error':
      return {
        tone: 'danger',
        label: realtimeMessages.indicator.failed,
        ...(connection.nextRetryAt === null
          ? {}
          : {
              detail: realtimeMessages.indicator.nextTry(formatClockTime(connection.nextRetryAt)),
            }),
        canRetry: true,
      };
    default:
      return connection satisfies never;
  }
}
