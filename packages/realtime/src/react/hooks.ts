import { useEffect, useMemo, useSyncExternalStore } from 'react';

import type { ConnectionState, GroupState } from '../client/RealtimeClient';
import { useRealtimeClient } from './RealtimeProvider';

/** The connection state (default, loading, fetched, error); re-renders only when it changes. */
export function useRealtimeConnectionState(): ConnectionState {
  const client = useRealtimeClient();
  return useSyncExternalStore(client.subscribe, () => client.getSnapshot().connection);
}

/** Hub messages dropped because they failed validation. */
export function useMalformedMessageCount(): number {
  const client = useRealtimeClient();
  return useSyncExternalStore(client.subscribe, () => client.getSnapshot().malformedMessages);
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
  const group = useSyncExternalStore(client.subscribe, () => client.getSnapshot().group);
  return useMemo(
    () => ({ ...group, lockGroup: client.lockGroup, unlockGroup: client.unlockGroup }),
    [group, client],
  );
}
