import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  HubConnectionState,
  type ILogger,
  LogLevel,
} from '@microsoft/signalr';

import {
  KEEP_ALIVE_INTERVAL_MS,
  LONG_POLL_TIMEOUT_MS,
  RECONNECT_DELAYS_MS,
  SERVER_TIMEOUT_MS,
} from '../constants';
import type { HubConnectionOptions } from './HubConnectionOptions';
import { watchPageLeaving } from './pageLeaving';

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
  // While our own stop runs the hub is Disconnecting (only `stop()` puts it there): what SignalR
  // reports failing then is what we ended, a start still under way ('Failed to start the
  // HttpConnection before stop() was called', signing out at once).
  const connection: HubConnection = new HubConnectionBuilder()
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
    .configureLogging(
      quietWhileLeaving(
        options.logLevel ?? LogLevel.Warning,
        () => connection.state === HubConnectionState.Disconnecting,
      ),
    )
    .build();
  return connection;
}

/**
 * SignalR's console logging from `minimum` up, silent while the page is being left
 * (`watchPageLeaving`): the browser then closes the socket itself (Firefox with code 1001,
 * 'going away'), and SignalR would report that, and its reconnect tries, as errors nobody can act
 * on. A page that stays, or comes back from the back/forward cache, logs again. Silent too while
 * our own stop runs (`stopping`).
 */
export function quietWhileLeaving(
  minimum: LogLevel,
  /** Whether our own `stop()` is running: nothing it ends is an error to report. */
  stopping: () => boolean,
): ILogger {
  const leaving = watchPageLeaving();
  return {
    log(level, message) {
      if (leaving() || stopping() || level < minimum || level === LogLevel.None) return;
      const line = `[${new Date().toISOString()}] ${LogLevel[level]}: ${message}`;
      if (level >= LogLevel.Error) console.error(line);
      else if (level === LogLevel.Warning) console.warn(line);
      // SignalR's information and debug lines, when an app asks for them (`logLevel`).
      // eslint-disable-next-line no-console
      else if (level === LogLevel.Information) console.info(line);
      // eslint-disable-next-line no-console
      else console.log(line);
    },
  };
}
