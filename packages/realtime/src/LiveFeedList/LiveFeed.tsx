import type { EventColorOptions } from '../colors/eventColor';
import type { LiveFeedOptions } from '../feed/LiveFeedStore';
import { useLiveFeed } from '../react/hooks';
import { LiveFeedList } from './LiveFeedList';

export interface LiveFeedProps extends LiveFeedOptions {
  /** Event colours from runtime configuration. */
  colors?: EventColorOptions['colors'];
  /** Accessible name of the list. Defaults to 'Live events'. */
  'aria-label'?: string;
}

/**
 * The live feed ready to embed: `useLiveFeed` + `LiveFeedList`. Needs a `RealtimeProvider`
 * above it. A negative `maxEventsInFeed` shows 'maxEventsInFeed cannot be negative'.
 */
export function LiveFeed({ colors, 'aria-label': ariaLabel, ...options }: LiveFeedProps) {
  const feed = useLiveFeed(options);
  if (feed.status === 'error' && feed.error.kind === 'invalidOptions') {
    return <p role="alert">{feed.error.message}</p>;
  }
  return (
    <LiveFeedList
      events={feed.events}
      status={feed.status}
      {...(colors ? { colors } : {})}
      {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
    />
  );
}
