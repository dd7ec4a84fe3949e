import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  LogLevel,
} from '@microsoft/signalr';

import {
  KEEP_ALIVE_INTERVAL_MS,
  LONG_POLL_TIMEOUT_MS,
  RECONNECT_DELAYS_MS,
  SERVER_TIMEOUT_MS,
} from '../constants';
import type { HubConnectionOptions } from './HubConnectionOptions';

// The one module that imports @microsoft/signalr (about 15 kB gzipped). createHubConnection
// loads it when the connection starts, so an app's first screen paints without it.

/** WebSockets, then server-sent events, then long polling (spec §7). */
export const HUB_TRANSPORTS =
  HttpTransportType.WebSockets | HttpTransportType.ServerSentEvents | HttpTransportType.LongPolling;

/**
 * Builds the SignalR connection with the spec's settings: the three transports, bearer token,
 * reconnect delays 0, 2, 10, 30 s then stop, server time-out 30 s, keep-alive 15 s, HTTP
 * time-out 100 s (see `LONG_POLL_TIMEOUT_MS`). Not started.
 */
export function buildHubConnection(options: HubConnectionOptions): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(options.hubUrl, {
      accessTokenFactory: options.accessTokenFactory,
      transport: options.transports
        ? options.transports.reduce((all, name) => all | HttpTransportType[name], 0)
        : HUB_TRANSPORTS,
      timeout: LONG_POLL_TIMEOUT_MS,
    })
    .withAutomaticReconnect([...(options.reconnectDelaysMs ?? RECONNECT_DELAYS_MS)])
    .withServerTimeout(SERVER_TIMEOUT_MS)
    .withKeepAliveInterval(KEEP_ALIVE_INTERVAL_MS)
    .configureLogging(options.logLevel ?? LogLevel.Warning)
    .build();
}
