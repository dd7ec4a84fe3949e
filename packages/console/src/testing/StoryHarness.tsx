/**
 * The frame every console story renders in (not exported from the package): a fresh jotai store
 * with the tenant and a connection to the fake platform at /api (MSW), a fresh query cache, and
 * a memory router at the story's address. Requests are recorded so play functions can assert
 * what was sent.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router';

import { createConsoleQueryClient } from '../data/queryClient';
import { apiConnectionAtom, consoleConfigAtom, currentTenantAtom } from '../state/atoms';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
}

export interface StoryHarnessOptions {
  /** The tenant the console works in. Defaults to the seed's `demo`. */
  tenant?: string;
  /** The address the story opens at, e.g. `/demo/tenants`. */
  url: string;
  /** The route pattern the screen is mounted at, e.g. `/:tenantIdentifier/tenants`. */
  pattern: string;
  /** The screen. */
  screen: ReactNode;
  /** Filled with every request the screen sends. */
  requests?: RecordedRequest[];
}

/** Shows where a navigation went, so stories can assert it. */
function Destination() {
  const location = useLocation();
  const params = useParams();
  return (
    <p role="status" aria-label="Navigated to">
      {location.pathname}
      {location.search}
      {params['tenantIdentifier'] ? ` (tenant ${params['tenantIdentifier']})` : ''}
    </p>
  );
}

export function StoryHarness({
  tenant = 'demo',
  url,
  pattern,
  screen,
  requests,
}: StoryHarnessOptions) {
  const [{ store, queryClient, router }] = useState(() => {
    const jotai = createStore();
    jotai.set(currentTenantAtom, { identifier: tenant, name: tenant, realm: tenant });
    jotai.set(consoleConfigAtom, {
      serviceTenantIdentifier: 'service',
      filterableEvents: ['HandSense', 'Bluetooth', 'State', 'Transaction'],
      eventColors: {},
    });
    jotai.set(apiConnectionAtom, {
      baseUrl: '/api',
      getAccessToken: () => 'story-token',
      fetch: (request: Request) => {
        requests?.push({
          method: request.method,
          url: new URL(request.url),
          headers: request.headers,
        });
        return fetch(request);
      },
    });
    return {
      store: jotai,
      queryClient: createConsoleQueryClient(),
      router: createMemoryRouter(
        [
          { path: pattern, element: screen },
          { path: '*', element: <Destination /> },
        ],
        { initialEntries: [url] },
      ),
    };
  });
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
