import { useEffect, useMemo, useSyncExternalStore } from 'react';

import type {
  ConnectionState,
  GroupState,
  RealtimeClient,
  RealtimeSnapshot,
} from '../client/RealtimeClient';
import { NO_GROUP } from '../client/noGroup';
import { useRealtimeClientWhenReady, useWithRealtimeClient } from './RealtimeProvider';

/** What the hooks read while the provider's client is on its way: it will connect on arrival. */
const ARRIVING: RealtimeSnapshot = {
  connection: { status: 'loading', phase: 'connecting' },
  group: NO_GROUP,
  malformedMessages: 0,
};
const noSubscription = () => () => undefined;

/** One part of the client's snapshot, re-rendering only when that part changes. */
function useSnapshotPart<T>(
  client: RealtimeClient | null,
  part: (snapshot: RealtimeSnapshot) => T,
) {
  const read = () => part(client ? client.getSnapshot() : ARRIVING);
  // On the server and while hydrating, the same: the client connects in an effect, after both.
  return useSyncExternalStore(client ? client.subscribe : noSubscription, read, read);
}

/** The connection state (default, loading, fetched, error); re-renders only when it changes. */
export function useRealtimeConnectionState(): ConnectionState {
  return useSnapshotPart(useRealtimeClientWhenReady(), (snapshot) => snapshot.connection);
}

/** Hub messages dropped because they failed validation. */
export function useMalformedMessageCount(): number {
  return useSnapshotPart(useRealtimeClientWhenReady(), (snapshot) => snapshot.malformedMessages);
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
 * `undefined` to leave the tenant as it is. The lock controls work before the client arrives:
 * they apply, in order, when it does.
 */
export function useTenantGroup(tenantIdentifier?: string | null): TenantGroup {
  const client = useRealtimeClientWhenReady();
  const withClient = useWithRealtimeClient();
  useEffect(() => {
    if (client && tenantIdentifier !== undefined) client.setTenant(tenantIdentifier);
  }, [client, tenantIdentifier]);
  const group = useSnapshotPart(client, (snapshot) => snapshot.group);
  // Stable across the client's arrival: a caller locks in an effect that depends on these, and
  // that effect must not unlock and lock again when the client arrives.
  const controls = useMemo(
    () => ({
      lockGroup: (tenant: string) => withClient((c) => c.lockGroup(tenant)),
      unlockGroup: () => withClient((c) => c.unlockGroup()),
    }),
    [withClient],
  );
  return useMemo(() => ({ ...group, ...controls }), [group, controls]);
}
