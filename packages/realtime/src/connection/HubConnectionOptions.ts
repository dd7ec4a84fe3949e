import type { LogLevel } from '@microsoft/signalr';

// A leaf file: both the connection's front (createHubConnection) and its lazily loaded builder
// (buildHubConnection) read these types, so neither imports the other for them.

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
  /**
   * The transports to offer, in SignalR's order of preference. Defaults to all three of spec §7
   * (WebSockets, server-sent events, long polling); a network known to break one may leave it
   * out, and tests force each in turn.
   */
  transports?: readonly HubTransport[];
  /**
   * SignalR's reconnect delays. Defaults to spec §9's 0, 2, 10 and 30 s; tests shorten them to
   * play an outage longer than all of them in seconds.
   */
  reconnectDelaysMs?: readonly number[];
}

/** The transports of SignalR's HTTP connections (spec §7). */
export type HubTransport = 'WebSockets' | 'ServerSentEvents' | 'LongPolling';
