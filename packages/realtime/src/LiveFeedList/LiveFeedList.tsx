import { Button, useLanguage } from '@hygiene/ui';
import { memo, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { styled, useTheme } from 'styled-components';

import { liveEventColor, type EventColorOptions } from '../colors/eventColor';
import { isLive, type LiveEvent } from '../events/liveEvent';
import type { LiveFeedSnapshot } from '../feed/LiveFeedStore';
import { useEventWords } from '../eventWords';
import { useRealtimeMessages } from '../messages';
import { formatAbsoluteTime, formatRelativeTime } from './formatTime';

const CLOCK_TICK_MS = 1_000;

/**
 * Rows in the page at first, and how many more each step adds. A feed of up to 1,000 events
 * changes every frame at high rates; rendering (and laying out) only the rows a person can
 * reach keeps each frame short. Scrolling to the end of the list, or 'Show more events', adds
 * the next rows; the feed itself always holds all of them.
 */
export const LIVE_FEED_ROWS_STEP = 100;

export interface LiveFeedListProps {
  /** Newest first, as `useLiveFeed` returns them. Names and ids render as text, never HTML. */
  events: readonly LiveEvent[];
  /** The feed's status: loading, empty and error texts come from it. Defaults to 'fetched'. */
  status?: LiveFeedSnapshot['status'];
  /** Fixed "now" in epoch ms (stories, tests). Without it the list ticks every second. */
  now?: number;
  /** Event colours from runtime configuration, by event name or type. */
  colors?: EventColorOptions['colors'];
  /** Accessible name of the list. Defaults to 'Live events'. */
  'aria-label'?: string;
  /** The alert shown in the `error` status. Defaults to 'Unable to fetch events from api.'. */
  errorMessage?: string;
  /** Rows shown before 'Show more events'. Defaults to 100 (`LIVE_FEED_ROWS_STEP`). */
  rowsStep?: number;
  /**
   * How a row names its device: an embedding app that knows its devices gives the serial number
   * and the room (a link, say) instead of the id an event carries. Keep it stable (`useCallback`):
   * rows re-render only when their event, clock or this changes. Defaults to 'Device {id}'.
   */
  renderDevice?: (deviceId: string) => ReactNode;
}

/**
 * How many rows are in the page: `step` at first, `step` more whenever the end of the list
 * comes near the viewport or 'Show more events' is pressed.
 */
function useShownRows(step: number, total: number, more: RefObject<HTMLDivElement | null>) {
  const [shown, setShown] = useState(step);
  const hasMore = total > shown;
  useEffect(() => {
    const target = more.current;
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((count) => count + step);
      },
      // A screen ahead: rows are there before the person scrolls to them.
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, step, shown, more]);
  return { shown, hasMore, showMore: () => setShown((count) => count + step) };
}

/** Ticks once a second unless the caller fixes the clock. */
function useNow(fixed: number | undefined): number {
  const [now, setNow] = useState(() => fixed ?? Date.now());
  useEffect(() => {
    if (fixed !== undefined) return undefined;
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}

/**
 * The live feed as a list: newest first, a colour dot per event type, a 'Live' badge while an
 * event is under 25 s old, relative time for live events and Norwegian date and time for older
 * ones. Presentational: feed it `useLiveFeed()`'s snapshot, or any events.
 */
export function LiveFeedList({
  events,
  status = 'fetched',
  now: fixedNow,
  colors,
  'aria-label': ariaLabelProp,
  errorMessage: errorMessageProp,
  rowsStep = LIVE_FEED_ROWS_STEP,
  renderDevice: renderDeviceProp,
}: LiveFeedListProps) {
  const text = useRealtimeMessages();
  // The catalogue's function is made once per language: rows keep a stable prop.
  const renderDevice = renderDeviceProp ?? text.feed.device;
  const ariaLabel = ariaLabelProp ?? text.feed.listLabel;
  const errorMessage = errorMessageProp ?? text.feed.loadFailed;
  const now = useNow(fixedNow);
  const moreRef = useRef<HTMLDivElement>(null);
  const rows = useShownRows(Math.max(1, rowsStep), events.length, moreRef);
  const visible = rows.hasMore ? events.slice(0, rows.shown) : events;
  const theme = useTheme();
  const colorOptions: EventColorOptions = {
    surface: theme.color.surface,
    ...(colors ? { colors } : {}),
  };

  return (
    <Panel>
      {status === 'error' && <Alert role="alert">{errorMessage}</Alert>}
      {events.length === 0 ? (
        <Note role="status">{status === 'loading' ? text.feed.loading : text.feed.empty}</Note>
      ) : (
        <List aria-label={ariaLabel}>
          {visible.map((event) => (
            <Row
              key={event.id}
              event={event}
              live={isLive(event, now)}
              // Only live rows show a changing relative time; old rows keep a stable prop.
              now={isLive(event, now) ? now : 0}
              color={liveEventColor(event, colorOptions)}
              renderDevice={renderDevice}
            />
          ))}
        </List>
      )}
      {rows.hasMore && events.length > 0 && (
        <More ref={moreRef}>
          <Button onClick={rows.showMore}>
            {text.feed.showMore(visible.length, events.length)}
          </Button>
        </More>
      )}
    </Panel>
  );
}

// Rows are plain elements styled by the list: at 1,000 events a second every frame may replace
// every row, and a styled component per part would recompute its CSS on each mount.
const Row = memo(function Row({
  event,
  live,
  now,
  color,
  renderDevice,
}: {
  event: LiveEvent;
  live: boolean;
  now: number;
  color: string;
  renderDevice: (deviceId: string) => ReactNode;
}) {
  const text = useRealtimeMessages();
  const say = useEventWords();
  const language = useLanguage();
  // Live rows render again every second (their relative time); the date text never changes.
  const absolute = useMemo(() => formatAbsoluteTime(event.timestampMs), [event.timestampMs]);
  return (
    <li data-live={live || undefined}>
      {/* Inline style: the colour is data, and React sets it through the CSSOM, not as CSS text. */}
      <span data-part="dot" aria-hidden="true" style={{ backgroundColor: color }} />
      {/* In words; the platform's code in the tooltip, for those who need it. */}
      <span data-part="name" title={event.event}>
        {say(event.event)}
      </span>
      <span data-part="device">{renderDevice(event.deviceId)}</span>
      {live && <span data-part="badge">{text.feed.live}</span>}
      <time dateTime={event.timestamp} title={absolute}>
        {/* "n s ago" counts from when it happened as far as the platform knows (orderMs). */}
        {live ? formatRelativeTime(event.orderMs, now, language) : absolute}
      </time>
    </li>
  );
});

const Panel = styled.div`
  /* The rows fold by the panel's own width, wherever it is placed (a dashboard column, a phone). */
  container: live-feed / inline-size;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  padding: ${({ theme }) => theme.space(2)};
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    /*
     * The name keeps its width (up to 16em) and the device takes what is left, wrapping: a long
     * room name must not squeeze the event's name down to a few letters.
     */
    grid-template-columns: auto fit-content(16em) minmax(0, 1fr) auto auto;
    grid-template-areas: 'dot name device badge time';
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 32px;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  }

  & > li[data-live] {
    /* Live rows carry an accent bar besides the 'Live' badge, so colour is never the only cue. */
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.success};
  }

  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }

  [data-part='dot'] {
    grid-area: dot;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    /* The outline keeps the dot's shape visible whatever its colour. */
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.border};
  }

  [data-part='name'] {
    grid-area: name;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  [data-part='device'] {
    grid-area: device;
    min-width: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.color.textMuted};
  }

  [data-part='badge'] {
    grid-area: badge;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.success};
    border-radius: ${({ theme }) => theme.radius.large};
    color: ${({ theme }) => theme.color.success};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  time {
    grid-area: time;
    color: ${({ theme }) => theme.color.textMuted};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  /* Narrow (a phone, a side column): the device goes under the event name. */
  @container live-feed (max-width: 560px) {
    & > li {
      grid-template-columns: auto minmax(0, 1fr) auto auto;
      grid-template-areas:
        'dot name badge time'
        '. device device device';
      row-gap: 0;
    }
  }

  /*
   * Narrowest (a 320 px phone): the device, then the time with its 'Live' badge, go under the
   * event name, so the name has the row's width.
   */
  @container live-feed (max-width: 360px) {
    & > li {
      grid-template-columns: auto auto minmax(0, 1fr);
      grid-template-areas:
        'dot name name'
        '. device device'
        '. time badge';
    }

    [data-part='badge'] {
      justify-self: start;
    }
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space(2)};
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Alert = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.danger};
`;
