import {
  apiConnectionAtom,
  consoleConfigAtom,
  createConsoleQueryClient,
  rolesAtom,
} from '@hygiene/console';
import { createRealtimeClient, FakeHubConnection, RealtimeProvider } from '@hygiene/realtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  fakeAccessToken,
  override,
  type FakePlatformStoryParameters,
} from '@hygiene/fake-platform';
import { readLanguage } from '@hygiene/ui';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { lazy } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { expectFitsPhone, onPhone } from '@hygiene/story-kit';
import type { AuthSession } from '../auth/session';
import { LanguageRoot } from '../language/LanguageRoot';
import { browserLanguageAtom, languagePreferenceAtom } from '../language/languagePreference';
import { partnerIdAtom } from '../partner/atoms';
import { runtimeConfigAtom, sessionAtom } from './session';
import { Shell } from './Shell';

interface Loaded {
  /** The story router's navigate, as the address bar would use it (set once rendered). */
  router: { navigate?: NavigateFunction };
  hub: FakeHubConnection;
  requests: { method: string; path: string; tenant: string | null }[];
  session: AuthSession;
  render: () => React.ReactNode;
}

/**
 * The signed-in app around the shell, as the bootstrap builds it, on the fake platform; signed
 * in with the realm roles `roles` (an administrator unless the story says otherwise). The
 * browser asks for the toolbar's language, and no choice of language is stored.
 */
function signedIn(
  url: string,
  roles: readonly string[] = ['administrator'],
  { partner }: { partner?: string } = {},
) {
  return async ({ globals }: { globals: Record<string, unknown> }): Promise<Loaded> => {
    const requests: Loaded['requests'] = [];
    // The fake platform takes an opaque token for an administrator's, a JWT for its roles.
    const token = roles.includes('administrator') ? 'story-token' : fakeAccessToken({ roles });
    const session: AuthSession = {
      username: roles.includes('administrator') ? 'admin' : 'staff',
      roles: () => roles,
      onRolesChange: () => () => undefined,
      getAccessToken: async () => token,
      signOut: fn(async () => undefined),
      signInAgain: fn(async () => undefined),
    };
    const store = createStore();
    store.set(runtimeConfigAtom, {
      environment: 'storybook',
      apiUrl: '/api',
      hubUrl: '/hubs/events',
      identity: { url: '/', defaultRealm: 'demo' },
      serviceTenantIdentifier: 'service',
      filterableEvents: [],
      eventColors: {},
    });
    store.set(sessionAtom, session);
    // The partner chosen at the gate (localStorage; the story that sets one removes it again).
    if (partner !== undefined) store.set(partnerIdAtom, partner);
    store.set(rolesAtom, roles);
    store.set(browserLanguageAtom, readLanguage(globals['language']) ?? 'en');
    store.set(languagePreferenceAtom, 'browser');
    store.set(consoleConfigAtom, {
      serviceTenantIdentifier: 'service',
      filterableEvents: [],
      eventColors: {},
    });
    store.set(apiConnectionAtom, {
      baseUrl: '/api',
      getAccessToken: () => token,
      fetch: (request) => {
        requests.push({
          method: request.method,
          path: new URL(request.url).pathname,
          tenant: request.headers.get('x-tenant-identifier'),
        });
        return fetch(request);
      },
    });
    const hub = new FakeHubConnection({ autoResolve: true });
    const realtime = createRealtimeClient({ connection: hub });
    const queryClient = createConsoleQueryClient();
    const router: Loaded['router'] = {};
    return {
      router,
      hub,
      requests,
      session,
      render: () => (
        <JotaiProvider store={store}>
          <LanguageRoot>
            <QueryClientProvider client={queryClient}>
              <RealtimeProvider client={realtime}>
                <MemoryRouter initialEntries={[url]}>
                  <CaptureNavigate onReady={(navigate) => (router.navigate = navigate)} />
                  <Routes>
                    <Route path="/:tenantIdentifier" element={<Shell />}>
                      <Route path="broken" element={<BrokenScreen />} />
                      <Route path="slow" element={<SlowScreen />} />
                      <Route path="*" element={<PlainScreen />} />
                    </Route>
                  </Routes>
                </MemoryRouter>
              </RealtimeProvider>
            </QueryClientProvider>
          </LanguageRoot>
        </JotaiProvider>
      ),
    };
  };
}

function CaptureNavigate({ onReady }: { onReady: (navigate: NavigateFunction) => void }) {
  onReady(useNavigate());
  return null;
}

/** A screen whose chunk never arrives. */
const SlowScreen = lazy(() => new Promise<never>(() => undefined));

/** A stand-in screen: the shell around it is what these stories show. */
function PlainScreen() {
  return <h1>Screen</h1>;
}

/** A screen with a bug: it throws while rendering. */
function BrokenScreen(): React.ReactNode {
  throw new Error('Cannot read properties of undefined (reading "serialNumber")');
}

const meta = {
  title: 'Host/Shell',
  render: (_args, { loaded }) => <>{(loaded as Loaded).render()}</>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A customer tenant's side menu: Dashboard, Needs attention, Users and Sections (issue 49), then
 * the General group.
 */
const CUSTOMER_MENU = [
  'Dashboard',
  'Needs attention',
  'Users',
  'Sections',
  'Devices',
  'Set tenant',
  'Home',
];

const menuLabels = (nav: HTMLElement) => [...nav.querySelectorAll('a')].map((a) => a.textContent);

/** Signed in at the service tenant: Maintenance and Plan installations appear. */
export const ServiceTenant: Story = {
  loaders: [signedIn('/service/dashboard')],
  play: async ({ canvas, loaded }) => {
    const { hub } = loaded as Loaded;
    const menu = await canvas.findByRole('navigation', { name: 'Main menu' });
    await expect(menuLabels(menu)).toEqual([
      'Dashboard',
      'Needs attention',
      'Users',
      'Maintenance',
      'Plan installations',
      'Sections',
      'Devices',
      'Set tenant',
      'Home',
    ]);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByRole('img', { name: 'Receiving live events' })).toBeVisible();
    await waitFor(() =>
      expect(hub.invocations.map((i) => `${i.methodName}(${i.args.join()})`)).toContain(
        'JoinTenantGroup(service)',
      ),
    );
  },
};

/** Signed in at a customer tenant: Dashboard, Needs attention and Users, plus the General group. */
export const CustomerTenant: Story = {
  loaders: [signedIn('/demo/dashboard')],
  play: async ({ canvas, loaded, userEvent }) => {
    const menu = await canvas.findByRole('navigation', { name: 'Main menu' });
    await expect(menuLabels(menu)).toEqual(CUSTOMER_MENU);
    await expect(await canvas.findByText('admin')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect((loaded as Loaded).session.signOut).toHaveBeenCalled();
  },
};

/**
 * A tenant's own staff reads every area the menu leads to (roles table), so the menu is the
 * same; what they may not change is left out on the screens themselves.
 */
export const CustomerTenantAsTenantStaff: Story = {
  loaders: [signedIn('/demo/dashboard', ['tenant-staff'])],
  play: async ({ canvas, canvasElement }) => {
    const menu = await canvas.findByRole('navigation', { name: 'Main menu' });
    // The roles table arrives right after the first paint: compare once it has shaped the menu.
    await waitFor(() => expect(canvasElement.querySelector('[data-roles-decided]')).not.toBeNull());
    await expect(menuLabels(menu)).toEqual(CUSTOMER_MENU);
    await expect(await canvas.findByText('staff')).toBeVisible();
  },
};

/**
 * Signed in with no role of the roles table: the platform refuses the tenant itself (403), so
 * the shell says so once, with no menu of screens that would all fail.
 */
export const NoRole: Story = {
  loaders: [signedIn('/demo/lander', ['offline_access'])],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'You do not have access to demo' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/**
 * Switching tenant: the hub leaves the old group and joins the new one, and no request made
 * after the switch carries the old tenant.
 */
export const SwitchTenant: Story = {
  loaders: [signedIn('/demo/dashboard')],
  play: async ({ canvas, loaded }) => {
    const { router, hub, requests } = loaded as Loaded;
    await canvas.findByRole('navigation', { name: 'Main menu' });
    await waitFor(() => expect(requests.some((r) => r.tenant === 'demo')).toBe(true));
    const before = requests.length;

    await router.navigate?.('/service/dashboard');

    await waitFor(() =>
      expect(canvas.getAllByRole('link', { name: 'Maintenance' })).toHaveLength(1),
    );
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
    await expect(requests.slice(before).map((r) => r.tenant)).not.toContain('demo');
    await waitFor(() =>
      expect(hub.invocations.map((i) => `${i.methodName}(${i.args.join()})`)).toEqual(
        expect.arrayContaining(['LeaveTenantGroup(demo)', 'JoinTenantGroup(service)']),
      ),
    );
  },
};

/**
 * Spec §8: a screen that throws shows 'Unexpected Application Error!' inside the shell, so the
 * menu still leads away; navigating on renders the next screen again.
 */
export const ScreenFails: Story = {
  loaders: [signedIn('/demo/broken')],
  beforeEach: () => {
    // React reports the caught error on the console; the story expects it.
    const error = console.error;
    console.error = () => undefined;
    return () => {
      console.error = error;
    };
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Cannot read properties of undefined (reading "serialNumber")'),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('link', { name: 'Devices' }));

    await expect(await canvas.findByRole('heading', { name: 'Screen' })).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeNull();
  },
};

/** On a phone the shell's menu folds behind 'Menu'; choosing an entry navigates and folds it. */
export const Phone: Story = {
  ...onPhone,
  loaders: [signedIn('/demo/dashboard')],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = await canvas.findByRole('button', { name: 'Menu' });
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // One line: the tenant, the live indicator and the buttons side by side, the name of the
    // signed-in user left to screen readers.
    const bar = await canvas.findByRole('banner');
    const live = await canvas.findByRole('img', { name: 'Receiving live events' });
    const tenant = within(bar).getByText('demo');
    await expect(
      Math.abs(live.getBoundingClientRect().top - tenant.getBoundingClientRect().top),
    ).toBeLessThan(24);
    await expect(bar.getBoundingClientRect().height).toBeLessThan(72);

    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('link', { name: 'Devices' }));

    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('link', { name: 'Devices' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectFitsPhone(canvasElement);
  },
};

/** A screen's chunk on its way: the shell is there at once, with 'Loading the screen' in place. */
export const ScreenLoading: Story = {
  loaders: [signedIn('/demo/slow')],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading the screen' }),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/** The app bar's dark-theme switch: pressed when dark, and the choice is kept in localStorage. */
export const ThemeSwitch: Story = {
  loaders: [signedIn('/demo/dashboard')],
  beforeEach: () => {
    const saved = localStorage.getItem('theme');
    localStorage.removeItem('theme');
    return () => {
      if (saved === null) localStorage.removeItem('theme');
      else localStorage.setItem('theme', saved);
    };
  },
  play: async ({ canvas, userEvent }) => {
    const dark = await canvas.findByRole('button', { name: 'Dark theme' });
    const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    await expect(dark).toHaveAttribute('aria-pressed', String(systemDark));
    await userEvent.click(dark);
    await expect(dark).toHaveAttribute('aria-pressed', String(!systemDark));
    // Choosing the system's own mode goes back to following the system.
    await expect(localStorage.getItem('theme')).toBe(systemDark ? '"light"' : '"dark"');
    await userEvent.click(dark);
    await expect(dark).toHaveAttribute('aria-pressed', String(systemDark));
    await expect(localStorage.getItem('theme')).toBe('"system"');
  },
};

/**
 * The app bar's language switch names the other language in that language. Choosing it draws
 * the console again in it (menu, `<html lang>`) and keeps the choice in localStorage; choosing
 * the browser's own language goes back to following the browser.
 */
export const LanguageSwitch: Story = {
  loaders: [signedIn('/demo/dashboard')],
  beforeEach: () => {
    const saved = localStorage.getItem('language');
    return () => {
      document.documentElement.lang = 'en';
      if (saved === null) localStorage.removeItem('language');
      else localStorage.setItem('language', saved);
    };
  },
  play: async ({ canvas, userEvent }) => {
    const bar = await canvas.findByRole('banner');
    await userEvent.click(await within(bar).findByRole('button', { name: 'Norsk' }));

    await expect(await canvas.findByRole('link', { name: 'Dashbord' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logg ut' })).toBeVisible();
    await expect(document.documentElement.lang).toBe('nb');
    await expect(localStorage.getItem('language')).toBe('"nb"');
    const english = await canvas.findByRole('button', { name: 'English' });
    await expect(english).toHaveAttribute('lang', 'en');

    await userEvent.click(english);
    await expect(await canvas.findByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(document.documentElement.lang).toBe('en');
    await expect(localStorage.getItem('language')).toBe('"browser"');
  },
};

/**
 * Norwegian on a phone: the longer words ('Trenger oppfølging', 'Planlegg installasjoner') fit
 * the 360 px app bar and menu, and the switch under the menu offers English.
 */
export const PhoneInNorwegian: Story = {
  globals: { ...onPhone.globals, language: 'nb' },
  loaders: [signedIn('/service/dashboard')],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('button', { name: 'Logg ut' })).toBeVisible();
    const bar = await canvas.findByRole('banner');
    await expect(bar.getBoundingClientRect().height).toBeLessThan(72);
    await userEvent.click(canvas.getByRole('button', { name: 'Meny' }));
    await expect(canvas.getByRole('link', { name: 'Planlegg installasjoner' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Trenger oppfølging' })).toBeVisible();
    // Under the folded menu's entries: the way back to English.
    await expect(await canvas.findByRole('button', { name: 'English' })).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};

/**
 * Spec §8: a failed tenant fetch sets the tenant state to error. The app bar keeps the tenant's
 * identifier and says the fetch failed; choosing the mark asks again.
 */
export const TenantFetchFails: Story = {
  loaders: [signedIn('/demo/dashboard')],
  parameters: {
    msw: { handlers: { overrides: [override.error('get', '/tenants/{id}', 503)] } },
  },
  play: async ({ canvas, loaded, userEvent }) => {
    const { requests } = loaded as Loaded;
    const bar = await canvas.findByRole('banner');
    const retry = await within(bar).findByRole('button', {
      name: 'Unable to fetch tenant from api. Try again',
    });
    await expect(within(bar).getByText('demo')).toBeVisible();
    const asked = () => requests.filter((r) => r.path === '/api/tenants/demo').length;
    const before = asked();
    await userEvent.click(retry);
    await waitFor(() => expect(asked()).toBe(before + 1));
  },
};

/**
 * Staff who type another tenant's address: the platform refuses them that tenant (403), so the
 * shell says so once, with no menu of screens that would all fail, and leads to their own tenant.
 */
export const TenantRefused: Story = {
  loaders: [signedIn('/oslo-universitetssykehus/dashboard', ['tenant-staff'], { partner: 'demo' })],
  beforeEach: () => () => localStorage.removeItem('partner-id'),
  parameters: {
    msw: { handlers: { overrides: [override.error('get', '/tenants/{id}', 403)] } },
  },
  play: async ({ canvas, loaded }) => {
    const { requests } = loaded as Loaded;
    await expect(
      await canvas.findByRole('heading', {
        name: 'You do not have access to oslo-universitetssykehus',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to demo' })).toHaveAttribute(
      'href',
      '/demo/dashboard',
    );
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Try again/ })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Screen' })).toBeNull();
    // Asked once: a refusal is not tried again.
    await expect(
      requests.filter((r) => r.path === '/api/tenants/oslo-universitetssykehus'),
    ).toHaveLength(1);
  },
};

// ---------------------------------------------------------------- maintenance mode

const MINUTE = 60_000;

/** Maintenance started a minute ago on `tenant`, ending at `end` (browser clock). */
function maintenanceOn(tenant: string, end: () => number): FakePlatformStoryParameters {
  return { setup: (platform) => platform.startMaintenance(tenant, new Date(end())) };
}

/** The app bar, once the shell has drawn it (the story's first render may not have landed yet). */
const appBarOf = (canvas: { findByRole: (role: string) => Promise<HTMLElement> }) =>
  canvas.findByRole('banner');

/**
 * Spec §4: maintenance started on demo shows the app bar's indicator at demo, with the time left
 * (the end rounded up to a full minute). It is asked as demo itself (GET
 * /tenants/demo/maintenance), so every user of demo sees it, its own staff included.
 */
export const UnderMaintenance: Story = {
  loaders: [signedIn('/demo/dashboard')],
  parameters: { fakePlatform: maintenanceOn('demo', () => Date.now() + 30 * MINUTE) },
  play: async ({ canvas, loaded }) => {
    const { requests } = loaded as Loaded;
    const bar = await appBarOf(canvas);
    await expect(await within(bar).findByText('Maintenance mode')).toBeVisible();
    await expect(within(bar).getByText(/^(30|31) min left$/)).toBeVisible();
    await expect(await within(bar).findByRole('button', { name: 'End maintenance' })).toBeEnabled();
    const asked = requests.filter((r) => r.path === '/api/tenants/demo/maintenance');
    await expect(asked.length).toBeGreaterThan(0);
    await expect(asked.every((r) => r.tenant === 'demo')).toBe(true);
    await expect(requests.filter((r) => r.path === '/api/service-tenants')).toEqual([]);
  },
};

/**
 * A tenant's own staff sees that their tenant is in maintenance, but ending it is not theirs
 * (roles table: maintenance is written by the provider's staff): no 'End maintenance', and the
 * status is still asked as demo.
 */
export const UnderMaintenanceAsTenantStaff: Story = {
  loaders: [signedIn('/demo/dashboard', ['tenant-staff'])],
  parameters: { fakePlatform: maintenanceOn('demo', () => Date.now() + 30 * MINUTE) },
  play: async ({ canvas, loaded }) => {
    const { requests } = loaded as Loaded;
    const bar = await appBarOf(canvas);
    await expect(await within(bar).findByText('Maintenance mode')).toBeVisible();
    await expect(within(bar).getByText(/^(30|31) min left$/)).toBeVisible();
    await expect(within(bar).queryByRole('button', { name: 'End maintenance' })).toBeNull();
    await expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  },
};

/** The indicator is on exactly for the tenant where maintenance was started: not elsewhere. */
export const MaintenanceElsewhere: Story = {
  loaders: [signedIn('/bergen-kommune/dashboard')],
  parameters: { fakePlatform: maintenanceOn('demo', () => Date.now() + 30 * MINUTE) },
  play: async ({ canvas, loaded }) => {
    const { requests } = loaded as Loaded;
    await canvas.findByRole('navigation', { name: 'Main menu' });
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.path === '/api/tenants/bergen-kommune/maintenance' && r.tenant === 'bergen-kommune',
        ),
      ).toBe(true),
    );
    await expect(within(await appBarOf(canvas)).queryByText('Maintenance mode')).toBeNull();
  },
};

/**
 * Ending early from the indicator: asked first, then the indicator turns off at once; the users
 * list has no device to follow (spec §4 redirects to a device's actual tenant), so after the 5 s
 * grace the console is still there.
 */
export const EndFromIndicator: Story = {
  loaders: [signedIn('/demo/users')],
  parameters: { fakePlatform: maintenanceOn('demo', () => Date.now() + 30 * MINUTE) },
  play: async ({ canvas, loaded, userEvent }) => {
    const { requests } = loaded as Loaded;
    const bar = await appBarOf(canvas);
    await userEvent.click(await within(bar).findByRole('button', { name: 'End maintenance' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'End maintenance of demo?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End maintenance' }));

    await waitFor(() => expect(within(bar).queryByText('Maintenance mode')).toBeNull(), {
      timeout: 3_000,
    });
    const ended = requests.find((r) => r.method === 'POST' && r.path === '/api/sessions');
    await expect(ended?.tenant).toBe('service');
    await expect(within(bar).queryByText(/Leaving in/)).toBeNull();
    await waitFor(() => expect(within(bar).queryByText('Maintenance is over')).toBeNull(), {
      timeout: 8_000,
    });
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * Over, off a device page: the rounded end has just passed, so the indicator says 'Maintenance is
 * over' through the 5 s grace (no 'Leaving in …': nothing here moves), then goes; the page stays.
 */
export const OverOffADevicePage: Story = {
  loaders: [signedIn('/demo/users')],
  beforeEach: () => {
    // The clock stands 1 s after a full minute, so the grace is running when the story opens.
    const realNow = Date.now.bind(Date);
    const start = realNow();
    const shifted = Math.floor(start / MINUTE) * MINUTE + 1_000;
    Date.now = () => shifted + (realNow() - start);
    return () => {
      Date.now = realNow;
    };
  },
  parameters: {
    // An end 20 s before that minute: rounded up, it is the minute itself.
    fakePlatform: maintenanceOn('demo', () => Math.floor(Date.now() / MINUTE) * MINUTE - 20_000),
  },
  play: async ({ canvas }) => {
    const bar = await appBarOf(canvas);
    await expect(await within(bar).findByText('Maintenance is over')).toBeVisible();
    await expect(within(bar).queryByText(/Leaving in/)).toBeNull();
    await expect(within(bar).queryByRole('button', { name: 'End maintenance' })).toBeNull();
    await waitFor(() => expect(within(bar).queryByText('Maintenance is over')).toBeNull(), {
      timeout: 8_000,
    });
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(bar).queryByText('Maintenance mode')).toBeNull();
  },
};

/** A maintenance whose end is long past when the page opens: no indicator, no redirect. */
export const MaintenanceLongOver: Story = {
  loaders: [signedIn('/demo/dashboard')],
  parameters: { fakePlatform: maintenanceOn('demo', () => Date.now() - 10 * MINUTE) },
  play: async ({ canvas, loaded }) => {
    const { requests } = loaded as Loaded;
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/tenants/demo/maintenance')).toBe(true),
    );
    await expect(within(await appBarOf(canvas)).queryByText('Maintenance mode')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** On a phone the indicator with its time and button fits the app bar. */
export const UnderMaintenancePhone: Story = {
  ...onPhone,
  loaders: [signedIn('/demo/dashboard')],
  parameters: { fakePlatform: maintenanceOn('demo', () => Date.now() + 90 * MINUTE) },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await within(await appBarOf(canvas)).findByText(/^1 h (30|31) min left$/),
    ).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};
