import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';

import {
  KEEP_ALIVE_INTERVAL_MS,
  LONG_POLL_TIMEOUT_MS,
  RECONNECT_DELAYS_MS,
  SERVER_TIMEOUT_MS,
} from '../constants';
import type { HubConnectionLike } from './HubConnectionLike';

/** Where the hub is and how to authenticate against it. */
export interface HubConnectionOptions {
  /** The hub's URL (the platform's signalR path), from runtime configuration. */
  hubUrl: string;
  /**
   * Returns a current access token. Called for negotiate and every (re)connect, so a refreshed
   * token is picked up without rebuilding the connection.
   */
  accessTokenFactory: () => string | Promise<string>;
  /** SignalR's own log level. Defaults to warnings. */
  logLevel?: LogLevel;
}

/** WebSockets, then server-sent events, then long polling (spec §7). */
export const HUB_TRANSPORTS =
  HttpTransportType.WebSockets | HttpTransportType.ServerSentEvents | HttpTransportType.LongPolling;

/**
 * Builds the app's one hub connection with the spec's settings: the three transports, bearer
 * token, reconnect delays 0, 2, 10, 30 s then stop, server time-out 30 s, keep-alive 15 s,
 * HTTP time-out 100 s (see `LONG_POLL_TIMEOUT_MS`). Not started: `RealtimeProvider` starts it.
 */
export function createHubConnection(options: HubConnectionOptions): HubConnectionLike {
  return new HubConnectionBuilder()
    .withUrl(options.hubUrl, {
      accessTokenFactory: options.accessTokenFactory,
      transport: HUB_TRANSPORTS,
      timeout: LONG_POLL_TIMEOUT_MS,
    })
    .withAutomaticReconnect([...RECONNECT_DELAYS_MS])
    .withServerTimeout(SERVER_TIMEOUT_MS)
    .withKeepAliveInterval(KEEP_ALIVE_INTERVAL_MS)
    .configureLogging(options.logLevel ?? LogLevel.Warning)
    .build();
}
