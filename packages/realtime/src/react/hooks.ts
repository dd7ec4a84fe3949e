import { useEffect, useMemo, useSyncExternalStore } from 'react';

import type { ConnectionState, GroupState } from '../client/RealtimeClient';
import { useRealtimeClient } from './RealtimeProvider';

/** The connection state (default, loading, fetched, error); re-renders only when it changes. */
export function useRealtimeConnectionState(): ConnectionState {
  const client = useRealtimeClient();
  const connection = () => client.getSnapshot().connection;
  // On the server and while hydrating, the same: the client connects in an effect, after both.
  return useSyncExternalStore(client.subscribe, connection, connection);
}

/** Hub messages dropped because they failed validation. */
export function useMalformedMessageCount(): number {
  const client = useRealtimeClient();
  const malformed = () => client.getSnapshot().malformedMessages;
  return useSyncExternalStore(client.subscribe, malformed, malformed);
}

/** The group state plus the lock controls. */
export interface TenantGroup extends GroupState {
  /** Force the group lock on: follow this tenant's group whatever the current tenant. */
  lockGroup: (tenantIdentifier: string) => void;
  /** Undo the lock: back to the current tenant's group. */
  unlockGroup: () => void;
}

/**
 * Follows the current tenant's group: joins it, leaves it when the tenant changes, joins again
 * after a reconnect. Call it once, where the app knows the tenant; read-only callers may pass
 * `undefined` to leave the tenant as it is.
 */
export function useTenantGroup(tenantIdentifier?: string | null): TenantGroup {
  const client = useRealtimeClient();
  useEffect(() => {
    if (tenantIdentifier !== undefined) client.setTenant(tenantIdentifier);
  }, [client, tenantIdentifier]);
  const groupOf = () => client.getSnapshot().group;
  const group = useSyncExternalStore(client.subscribe, groupOf, groupOf);
  return useMemo(
    () => ({ ...group, lockGroup: client.lockGroup, unlockGroup: client.unlockGroup }),
    [group, client],
  );
}
