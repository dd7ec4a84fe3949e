import { RealtimeProvider } from '@hygiene/realtime';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';

import type { AuthSession } from '../auth/session';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { createRouter } from './router';
import { createAppServices } from './services';

/**
 * The signed-in app: loaded only after sign-in, so the partner gate and the sign-in redirect
 * never download the hub client, the query cache or the route table.
 */
export function startApp(config: RuntimeConfig, session: AuthSession): ReactNode {
  const { store, queryClient, realtime } = createAppServices(config, session);
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider client={realtime}>
          <RouterProvider router={createRouter()} />
        </RealtimeProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
