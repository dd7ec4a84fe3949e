import { createContext, useContext, useEffect, type ReactNode } from 'react';

import type { RealtimeClient } from '../client/RealtimeClient';

const RealtimeContext = createContext<RealtimeClient | null>(null);

export interface RealtimeProviderProps {
  /**
   * The app's one client (`createRealtimeClient`). Create it once, outside render: a new client
   * means a new connection.
   */
  client: RealtimeClient;
  /** Connect while mounted (default). Off leaves starting and stopping to the caller. */
  autoStart?: boolean;
  children?: ReactNode;
}

/**
 * Puts the app's real-time client in context and keeps it connected while mounted: one hub
 * connection per app, shared by every hook below.
 */
export function RealtimeProvider({ client, autoStart = true, children }: RealtimeProviderProps) {
  useEffect(() => {
    if (!autoStart) return undefined;
    void client.start();
    return () => {
      void client.stop();
    };
  }, [client, autoStart]);

  return <RealtimeContext value={client}>{children}</RealtimeContext>;
}

/** The client of the nearest `RealtimeProvider`. Throws outside one (a wiring mistake). */
export function useRealtimeClient(): RealtimeClient {
  const client = useContext(RealtimeContext);
  if (!client) throw new Error('useRealtimeClient must be used inside a RealtimeProvider');
  return client;
}
