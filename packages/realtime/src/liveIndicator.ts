import type { ConnectionState } from './client/RealtimeClient';
import { formatClockTime } from './LiveFeedList/formatTime';
import { realtimeMessages, type RealtimeMessages } from './messages';

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
 * to the UI kit's status dot; `text` is the package's catalogue in the app's language
 * (`realtimeMessagesIn(language)`), English without it.
 */
export function liveIndicator(
  connection: ConnectionState,
  text: RealtimeMessages = realtimeMessages,
): LiveIndicator {
  switch (connection.status) {
    case 'default':
      return { tone: 'neutral', label: text.indicator.connecting, canRetry: false };
    case 'loading':
      return { tone: 'warning', label: text.indicator.connecting, canRetry: false };
    case 'fetched':
      return { tone: 'success', label: text.indicator.receiving, canRetry: false };
    case 'error':
      return {
        tone: 'danger',
        label: text.indicator.failed,
        ...(connection.nextRetryAt === null
          ? {}
          : {
              detail: text.indicator.nextTry(formatClockTime(connection.nextRetryAt)),
            }),
        canRetry: true,
      };
    default:
      return connection satisfies never;
  }
}
