/**
 * What the real-time client shows its users: the connection as the spec names its states, the
 * tenant group it wants and the one the server confirmed, and the count of dropped messages.
 */

/**
 * The real-time connection as the spec names its states (§4). `loading` covers the first
 * connect, every reconnect attempt and every later try; `error` means the connection is down
 * (start failed, or the reconnect delays ran out). The client does not give up: `nextRetryAt`
 * (epoch ms) says when it tries again on its own.
 */
export type ConnectionState =
  | { status: 'default' }
  | { status: 'loading'; phase: 'connecting' | 'reconnecting' }
  | { status: 'fetched' }
  | { status: 'error'; error: Error | undefined; nextRetryAt: number | null };

/** Which tenant group the client wants and which one the server confirmed. */
export interface GroupState {
  /** The tenant the user is on. */
  tenantIdentifier: string | null;
  /** The tenant the group lock forces, or `null` when the lock is off. */
  lockedTenantIdentifier: string | null;
  /** The group the client follows: the locked tenant, else the current one. */
  activeTenantIdentifier: string | null;
  /** The group the server confirmed joining; `null` between groups and after a reconnect. */
  joinedGroup: string | null;
}

export interface RealtimeSnapshot {
  connection: ConnectionState;
  group: GroupState;
  /** Hub messages that failed validation and were dropped since the client was created. */
  malformedMessages: number;
}
