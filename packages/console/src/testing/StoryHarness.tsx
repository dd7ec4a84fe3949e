import { createApiClient } from '@hygiene/api-client';
import { fakeAccessToken } from '@hygiene/fake-platform';
import {
  createRealtimeClient,
  FakeHubConnection,
  RealtimeProvider,
  useTenantGroup,
} from '@hygiene/realtime';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  parsePath,
  Route,
  RouterProvider,
  Routes,
  useLocation,
} from 'react-router';

import { createConsoleQueryClient } from '../data/queryClient';
import { createLoadRecentEvents } from '../data/loadRecentEvents';
import {
  apiConnectionAtom,
  consoleConfigAtom,
  currentTenantAtom,
  rolesAtom,
  type ApiConnection,
  type ConsoleConfig,
} from '../state/atoms';

/**
 * The console's story harness (never exported from the package): a fresh jotai store (tenant,
 * connection to the fake platform at `/api` with a fake token, configuration), a fresh
 * QueryClient without retries, a MemoryRouter at the story's address with the screen's route,
 * and a RealtimeProvider on a FakeHubConnection. Every request the screen sends is recorded so
 * the play function can assert paths, filters and the tenant header.
 */

/** A request as the screen sent it. */
export interface RecordedRequest {
  method: string;
  /** Path under `/api` plus the query string, e.g. `/tenants/demo/devices?page=1`. */
  path: string;
  url: URL;
  tenantHeader: string | null;
  authorization: string | null;
  /** The version a conditional save edits (`If-Match`), or null. */
  ifMatch: string | null;
  /** The JSON body as sent (parsed), its text when it is not JSON, or null without a body. */
  body: unknown;
}

/** What a story's `loaded.harness` holds: fresh per story. */
export interface HarnessContext {
  requests: RecordedRequest[];
  connection: FakeHubConnection;
}

export const API_BASE = '/api';

/** Storybook loader: `loaders: [harnessLoader]`, then `loaded.harness` in play. */
export const harnessLoader = async (): Promise<{ harness: HarnessContext }> => ({
  harness: { requests: [], connection: new FakeHubConnection({ autoResolve: true }) },
});

export const storyConfig: ConsoleConfig = {
  serviceTenantIdentifier: 'service',
  filterableEvents: ['State', 'HandSense', 'Bluetooth', 'MotorStuck', 'BatteryChanged'],
  eventColors: {},
};

export interface StoryHarnessProps {
  context: HarnessContext;
  /** The address the story opens, e.g. `/demo/devices?status.is-on=true`. */
  url: string;
  /** The history entry's state, as a link that opened the screen left it (`cameFrom`). */
  historyState?: unknown;
  /** The screen's route under the tenant, e.g. `paths.devices.pattern`. */
  pattern: string;
  tenant?: string;
  config?: ConsoleConfig;
  /** Where the fake platform answers (default `/api`); the glance gives each panel its own. */
  apiBase?: string;
  /**
   * Child `<Route>`s of the screen's route, for a screen with an `<Outlet />` (the provisioning
   * wrapper and its form and results), nested as the host nests them.
   */
  childRoutes?: ReactNode;
  /**
   * Route in a data router (`createMemoryRouter`) instead of a MemoryRouter (what the host uses):
   * to show a screen's data-router path too (the provisioning results' LeaveGuard, which uses
   * `useBlocker` there).
   */
  dataRouter?: boolean;
  /**
   * The signed-in user's realm roles (default: administrator, who may do everything): the
   * console's roles atom and the roles the fake platform checks each request against.
   */
  roles?: readonly string[];
  children: ReactNode;
}

/** Who a story is signed in as unless it says otherwise: an administrator. */
export const STORY_ROLES: readonly string[] = ['administrator'];

/**
 * The bearer token of a story signed in with `roles`: the fake platform reads the caller's roles
 * from a JWT-shaped token (`fakeAccessToken`) and takes an opaque one, 'story-token', for an
 * administrator's.
 */
export function storyToken(roles: readonly string[]): string {
  const administrator = roles.length === 1 && roles[0] === 'administrator';
  return administrator ? 'story-token' : fakeAccessToken({ roles });
}

export function StoryHarness({
  context,
  url,
  historyState,
  pattern,
  tenant = 'demo',
  config = storyConfig,
  apiBase = API_BASE,
  childRoutes,
  dataRouter = false,
  roles = STORY_ROLES,
  children,
}: StoryHarnessProps) {
  const [setup] = useState(() => createSetup(context, tenant, config, apiBase, roles));
  const routes = (
    <Routes>
      <Route path={`/:tenantIdentifier/${pattern}`} element={children}>
        {childRoutes}
      </Route>
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
  return (
    <JotaiProvider store={setup.store}>
      <QueryClientProvider client={setup.queryClient}>
        <RealtimeProvider client={setup.realtime}>
          <TenantGroup tenant={tenant} />
          {dataRouter ? (
            <HarnessDataRouter url={url}>{routes}</HarnessDataRouter>
          ) : (
            <MemoryRouter
              initialEntries={[
                historyState === undefined ? url : { ...parsePath(url), state: historyState },
              ]}
            >
              {routes}
            </MemoryRouter>
          )}
        </RealtimeProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

/** The story's routes, read by the data router's one splat route (so they follow re-renders). */
const HarnessRoutes = createContext<ReactNode>(null);

function RoutesOfTheStory() {
  return useContext(HarnessRoutes);
}

/**
 * A memory data router with one splat route rendering the story's `<Routes>`, the way the host
 * wraps its route table in `createBrowserRouter`; made once per story.
 */
function HarnessDataRouter({ url, children }: { url: string; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <RoutesOfTheStory /> }], { initialEntries: [url] }),
  );
  return (
    <HarnessRoutes.Provider value={children}>
      <RouterProvider router={router} />
    </HarnessRoutes.Provider>
  );
}

function createSetup(
  context: HarnessContext,
  tenant: string,
  config: ConsoleConfig,
  apiBase: string,
  roles: readonly string[],
) {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = {
      method: request.method,
      path: `${url.pathname.slice(apiBase.length)}${url.search}`,
      url,
      tenantHeader: request.headers.get('x-tenant-identifier'),
      authorization: request.headers.get('authorization'),
      ifMatch: request.headers.get('if-match'),
      body: null,
    };
    context.requests.push(entry);
    // Writes carry a body the play function asserts; read a copy, the original goes out.
    if (request.body !== null) entry.body = parseBody(await request.clone().text());
    return fetch(request);
  };
  const connection: ApiConnection = {
    baseUrl: `${window.location.origin}${apiBase}`,
    getAccessToken: () => storyToken(roles),
    fetch: record,
  };
  const store = createStore();
  store.set(currentTenantAtom, { identifier: tenant, name: tenant, realm: tenant });
  store.set(apiConnectionAtom, connection);
  store.set(consoleConfigAtom, config);
  store.set(rolesAtom, roles);
  const queryClient: QueryClient = createConsoleQueryClient();
  // Stories show a failure at once; the retry policy has its own unit test.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const realtime = createRealtimeClient({
    connection: context.connection,
    loadRecentEvents: createLoadRecentEvents(connection),
  });
  return { store, queryClient, realtime };
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function TenantGroup({ tenant }: { tenant: string }) {
  useTenantGroup(tenant);
  return null;
}

/** Where a navigation away from the screen landed, for play functions to assert. */
function Elsewhere() {
  const location = useLocation();
  return (
    <p role="status" aria-label="Navigated to">
      {`${location.pathname}${location.search}`}
    </p>
  );
}

/** Requests whose path starts with `prefix`, e.g. `/tenants/demo/devices?`. */
/** The harness a story's `harnessLoader` put in `loaded`: its recorded requests. */
export const harnessOf = (loaded: Record<string, unknown>) => loaded['harness'] as HarnessContext;

export function requestsTo(context: HarnessContext, prefix: string): RecordedRequest[] {
  return context.requests.filter((request) => request.path.startsWith(prefix));
}

/** An `ApiClient` for play functions that check the fake platform's state. */
export function storyApi(tenant = 'demo') {
  return createApiClient({
    baseUrl: `${window.location.origin}${API_BASE}`,
    getAccessToken: () => 'story-token',
    getTenantIdentifier: () => tenant,
  });
}
