import type { EventColorOptions } from '../colors/eventColor';
import type { LiveFeedOptions } from '../feed/LiveFeedStore';
import { useLiveFeed } from '../react/useLiveFeed';
import { LiveFeedList, type LiveFeedListProps } from './LiveFeedList';

export interface LiveFeedProps extends LiveFeedOptions {
  /** Event colours from runtime configuration. */
  colors?: EventColorOptions['colors'];
  /** Accessible name of the list. Defaults to 'Live events'. */
  'aria-label'?: string;
  /** How a row names its device (see `LiveFeedList`); defaults to 'Device {id}'. */
  renderDevice?: LiveFeedListProps['renderDevice'];
}

/**
 * The live feed ready to embed: `useLiveFeed` + `LiveFeedList`. Needs a `RealtimeProvider`
 * above it. A negative `maxEventsInFeed` shows 'maxEventsInFeed cannot be negative'.
 */
export function LiveFeed({
  colors,
  'aria-label': ariaLabel,
  renderDevice,
  ...options
}: LiveFeedProps) {
  const feed = useLiveFeed(options);
  return (
    <LiveFeedList
      events={feed.events}
      status={feed.status}
      // A bad size says what is wrong (spec §5); a failed load reads the list's own text.
      {...(feed.status === 'error' && feed.error.status === 'invalidOptions'
        ? { errorMessage: feed.error.message }
        : {})}
      {...(colors ? { colors } : {})}
      {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
      {...(renderDevice ? { renderDevice } : {})}
    />
  );
}
