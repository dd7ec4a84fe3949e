import { RealtimeProvider } from '@hygiene/realtime';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';

import type { AuthSession } from '../auth/session';
import type { RuntimeConfig } from '../config/runtimeConfig';
import type { AtomStore } from './services';
import { UnexpectedErrorBoundary } from '../pages/UnexpectedErrorPage';
import { AppRoutes } from './router';
import { createAppServices } from './services';

/**
 * The signed-in app (services, route table, shell). It ships with the entry, not as a chunk of
 * its own: every signed-in screen needs it, and one chunk compresses better than two (0.8 kB less
 * on each first screen, `./dev bench:host-size`) and saves a round trip after sign-in. The
 * real-time client loads beside the first screen, and the hub connection on its first start. It
 * renders inside the bootstrap's atom store provider, `store` being that store.
 */
export function startApp(store: AtomStore, config: RuntimeConfig, session: AuthSession): ReactNode {
  const { queryClient, realtime } = createAppServices(store, config, session);
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider client={realtime}>
        <BrowserRouter>
          {/* The shell itself failing: the error page without the shell. */}
          <UnexpectedErrorBoundary>
            <AppRoutes />
          </UnexpectedErrorBoundary>
        </BrowserRouter>
      </RealtimeProvider>
    </QueryClientProvider>
  );
}
