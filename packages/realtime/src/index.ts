/**
 * @hygiene/realtime: live events of the hygiene platform over SignalR. One client per app
 * (`createRealtimeClient` + `RealtimeProvider`), its connection state, tenant groups with the
 * group lock, and the live feed (hook, store and list component). Every hub message is
 * validated before it reaches React.
 */
export { createRealtimeClient, RealtimeClient } from './client/RealtimeClient';
export type {
  ConnectionState,
  RecoveryOptions,
  RecoveryTriggers,
  GroupState,
  RealtimeClientOptions,
  RealtimeSnapshot,
} from './client/RealtimeClient';

export { createHubConnection } from './connection/createHubConnection';
export type { HubConnectionOptions, HubTransport } from './connection/createHubConnection';
export type { HubConnectionLike } from './connection/HubConnectionLike';
export { FakeHubConnection } from './connection/FakeHubConnection';
export type { FakeInvocation } from './connection/FakeHubConnection';

export {
  EVENT_TYPES,
  isLive,
  liveEventIdentity,
  parseConfigEvent,
  parseLiveEvent,
} from './events/liveEvent';
export type {
  BluetoothLiveEvent,
  ConfigEvent,
  CounterEvent,
  DeviceLiveEvent,
  EventType,
  EventTypeHint,
  LiveEvent,
  LiveEventBase,
  TransactionLiveEvent,
} from './events/liveEvent';

export { createLiveFeed, LiveFeedStore } from './feed/LiveFeedStore';
export { validateMaxEventsInFeed } from './feed/feedSize';
export type {
  LiveFeedError,
  LiveFeedOptions,
  LiveFeedSnapshot,
  LiveFeedStatus,
} from './feed/LiveFeedStore';
export { loadRecentEventsFrom, recentEventsRequest } from './feed/recentEventsRequest';
export type { LoadRecentEvents, LoadRecentEventsRequest } from './feed/recentEventsRequest';

export { contrastRatio, eventColor, liveEventColor } from './colors/eventColor';
export type { EventColorOptions } from './colors/eventColor';

export { liveIndicator } from './liveIndicator';
export { LiveConnectionIndicator } from './LiveConnectionIndicator';
export type { LiveIndicator, LiveIndicatorTone } from './liveIndicator';

export {
  RealtimeProvider,
  useRealtimeClient,
  useRealtimeClientWhenReady,
} from './react/RealtimeProvider';
export type { RealtimeProviderProps } from './react/RealtimeProvider';
export {
  useMalformedMessageCount,
  useRealtimeConnectionState,
  useTenantGroup,
} from './react/hooks';
export { useLiveFeed } from './react/useLiveFeed';
export type { TenantGroup } from './react/hooks';

export { LiveFeed, LiveFeedList } from './LiveFeedList';
export type { LiveFeedListProps, LiveFeedProps } from './LiveFeedList';

export { animationFrameScheduler, consoleLogger } from './scheduler';
export type { FrameScheduler, RealtimeLogger } from './scheduler';

export {
  BLUETOOTH_EVENT_COLOR,
  DEFAULT_MAX_EVENTS_IN_FEED,
  HUB_CLIENT_METHODS,
  HUB_SERVER_METHODS,
  KEEP_ALIVE_INTERVAL_MS,
  LIVE_EVENT_RECENCY_MS,
  LONG_POLL_TIMEOUT_MS,
  MAX_EVENTS_IN_FEED,
  MIN_EVENT_COLOR_CONTRAST,
  NEGOTIATE_REDIRECT_LIMIT,
  RECONNECT_DELAYS_MS,
  RECOVERY_DELAY_MAX_MS,
  RECOVERY_DELAY_MIN_MS,
  SERVER_TIMEOUT_MS,
  STATE_EVENT_COLOR,
} from './constants';
export { realtimeMessages, realtimeMessagesIn, useRealtimeMessages } from './messages';
export { eventWords, eventWordsIn, useEventWords } from './eventWords';
export type { EventWordsMessages } from './eventWords';
export type { RealtimeMessages } from './messages';
