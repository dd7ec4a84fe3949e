/**
 * The real-time hub's contract (spec §7 "Real-time hub", §9), written once: the console's
 * realtime client and the sandbox's hub both import it, so a renamed method or a changed timing
 * cannot drift between the two sides.
 */

/** Hub methods the client invokes (spec §7). */
export const HUB_SERVER_METHODS = {
  joinTenantGroup: 'JoinTenantGroup',
  leaveTenantGroup: 'LeaveTenantGroup',
} as const;

/** Hub methods the server invokes on the client (spec §7). */
export const HUB_CLIENT_METHODS = {
  deviceEvent: 'ReceiveDeviceEvent',
  transactionEvent: 'ReceiveTransactionEvent',
  bluetoothEvent: 'ReceiveBluetoothEvent',
  configEvent: 'ReceiveConfigEvent',
} as const;

export type HubServerMethod = (typeof HUB_SERVER_METHODS)[keyof typeof HUB_SERVER_METHODS];
export type HubClientMethod = (typeof HUB_CLIENT_METHODS)[keyof typeof HUB_CLIENT_METHODS];

/** Either side pings the other this often (spec §9: keep-alive 15 s). */
export const KEEP_ALIVE_INTERVAL_MS = 15_000;

/** Either side closes the connection when the other is silent this long (spec §9: 30 s). */
export const SERVER_TIMEOUT_MS = 30_000;

/** A long-poll request ends after this long at the latest (spec §9: 100 s). */
export const LONG_POLL_TIMEOUT_MS = 100_000;
