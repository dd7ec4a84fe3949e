import { createLoadRecentEvents, type ApiConnection } from '@hygiene/console';
import { createHubConnection, createRealtimeClient } from '@hygiene/realtime';

import type { AuthSession } from '../auth/session';

/**
 * The app's one real-time client, in a module of its own: `startApp` loads it right after the
 * first paint, so no first screen waits for the client's code (the hub connection itself loads
 * later still, on its first start). Until it arrives the app bar reads 'Connecting' and feeds
 * read as loading.
 */
export function createAppRealtimeClient(
  hubUrl: string,
  session: AuthSession,
  connection: ApiConnection,
) {
  return createRealtimeClient({
    connection: createHubConnection({
      hubUrl,
      accessTokenFactory: () => session.getAccessToken(),
    }),
    loadRecentEvents: createLoadRecentEvents(connection),
  });
}
