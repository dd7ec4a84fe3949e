import { SERIAL_NUMBER_MAX_LENGTH } from '@hygiene/api-client';
import type { FakePlatformStoryParameters } from '@hygiene/fake-platform';
import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { paths } from '../../../routing/paths';
import {
  harnessOf,
  harnessLoader,
  requestsTo,
  StoryHarness,
  storyApi,
  type HarnessContext,
} from '../../../testing/StoryHarness';
import { withLongestValues } from '../../../testing/longestValues';
import { expectFitsPhone, inDark, onPhone } from '../../../testing/storyViews';
import { expectWithheld } from '../../../testing/withheld';
import { MaintenanceScreen } from './MaintenanceScreen';

interface Args {
  url: string;
  tenant: string;
  /** The signed-in user's realm roles (the harness's default: administrator). */
  roles?: readonly string[];
}

const meta = {
  title: 'Console/Maintenance/Maintenance',
  args: { url: '/service/maintenance', tenant: 'service' },
  loaders: [harnessLoader],
  render: (args, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url={args.url}
      pattern={paths.maintenance.pattern}
      tenant={args.tenant}
      roles={args.roles}
    >
      <MaintenanceScreen />
    </StoryHarness>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The sessions from the first on, two on each day (a minute apart), the newest eight days ago:
 * old sessions that share a day, which spec §9 still heads one by one.
 */
const sessionsOnOldDays = (from: number) =>
  ({
    setup: (platform) =>
      platform.edit((state) => {
        const now = Date.now();
        state.userSessions.slice(from).forEach((session, i) => {
          const day = 8 + Math.floor(i / 2);
          session.created = new Date(now - day * DAY - (i % 2) * MINUTE).toISOString();
        });
      }),
  }) satisfies FakePlatformStoryParameters;

const underMaintenance: FakePlatformStoryParameters = {
  setup: (platform) => platform.startMaintenance('demo', new Date(Date.now() + 30 * MINUTE)),
};

/**
 * Sessions at least 7 days old each have their own date header (spec §9), even two on one day.
 * 10 a page, asked as the service tenant.
 */
export const SessionsOlderThanSevenDays: Story = {
  parameters: { fakePlatform: sessionsOnOldDays(0) },
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Maintenance', level: 1 }),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Maintenance sessions by date' });
    const items = within(list).getAllByRole('listitem');
    const sessions = items.filter((li) => /^Maintenance of /.test(li.textContent ?? ''));
    await expect(sessions).toHaveLength(10);
    // Every session is preceded by its own header: 10 headers, 20 rows.
    await expect(items).toHaveLength(20);
    await expect(within(list).queryByText('Today')).toBeNull();

    // The first list request (the status card asks for 1 session; the list for 10).
    const [first] = requestsTo(harnessOf(loaded), '/sessions?').filter(
      (r) => r.url.searchParams.get('pageSize') === '10',
    );
    await expect(first?.url.searchParams.get('page')).toBe('1');
    await expect(first?.url.searchParams.get('pageSize')).toBe('10');
    await expect(first?.tenantHeader).toBe('service');
    await expect(canvas.getByText('No tenant is in maintenance.')).toBeVisible();
  },
};

/** Sessions from today share one 'Today' header; a day's sessions share theirs. */
export const SessionsToday: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        sessionsOnOldDays(3).setup(platform);
        platform.edit((state) => {
          const now = Date.now();
          state.userSessions.slice(0, 3).forEach((session, i) => {
            session.created = new Date(now - (i + 1) * MINUTE).toISOString();
          });
        });
      },
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Maintenance sessions by date' });
    await expect(within(list).getAllByText('Today')).toHaveLength(1);
    const items = within(list).getAllByRole('listitem');
    // 'Today', three sessions under it, then 7 old sessions with a header each.
    await expect(items[0]).toHaveTextContent('Today');
    await expect(
      items.slice(1, 4).every((li) => /^Maintenance of /.test(li.textContent ?? '')),
    ).toBe(true);
    await expect(items).toHaveLength(1 + 3 + 7 * 2);
  },
};

/** Searching and filtering by tenant send term and tenantIdentifiers; page 2 asks for page 2. */
export const SearchFilterAndPage: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await canvas.findByRole('list', { name: 'Maintenance sessions by date' });
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await waitFor(() =>
      expect(requestsTo(h, '/sessions?').some((r) => r.url.searchParams.get('page') === '2')).toBe(
        true,
      ),
    );
    const tenantFilter = canvas.getByRole('combobox', { name: 'Filter by tenant' });
    await waitFor(() =>
      expect(within(tenantFilter).getAllByRole('option').length).toBeGreaterThan(2),
    );
    await userEvent.selectOptions(tenantFilter, 'demo');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search sessions' }), 'demo');
    await waitFor(() => {
      const last = requestsTo(h, '/sessions?').at(-1);
      return expect([
        last?.url.searchParams.getAll('tenantIdentifiers'),
        last?.url.searchParams.get('term'),
        last?.url.searchParams.get('page'),
      ]).toEqual([['demo'], 'demo', '1']);
    });
  },
};

/** No sessions at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: { overrides: [override.empty('get', '/sessions')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No maintenance sessions.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Maintenance sessions by date' })).toBeNull();
  },
};

/** The session list fails: the list's error, the rest of the page still works. */
export const Failing: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('get', '/sessions')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unable to fetch sessions from api.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start maintenance' })).toBeDisabled();
    await expect(
      await canvas.findByText('Unable to fetch the service tenant from api.'),
    ).toBeVisible();
  },
};

/** A user's sessions: GET /users/{id}/sessions. */
export const UserSessions: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Maintenance sessions by date' });
    await userEvent.click(
      within(list).getAllByRole('button', { name: 'Sessions of this user' })[0]!,
    );
    const panel = await canvas.findByRole('region', { name: 'Sessions of one user' });
    const own = await within(panel).findByRole('list', { name: 'Sessions of one user' });
    await expect(within(own).getAllByRole('listitem').length).toBeGreaterThan(0);
    const [request] = requestsTo(harnessOf(loaded), '/users/');
    await expect(request?.path).toMatch(/^\/users\/[^/]+\/sessions\?/);
    await expect(request?.tenantHeader).toBe('service');
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('region', { name: 'Sessions of one user' })).toBeNull();
  },
};

/**
 * Starting maintenance: choose the tenant and how long; POST /sessions as the service tenant
 * with the tenant and an end that long from now (204), then 'Maintenance started for …'.
 */
export const StartMaintenance: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    // Offered once the roles table has decided (a chunk right after the screen): found, not got.
    const start = await canvas.findByRole('button', { name: 'Start maintenance' });
    await expect(start).toBeDisabled();
    const tenant = canvas.getByRole('combobox', { name: 'Tenant' });
    await waitFor(() => expect(within(tenant).getAllByRole('option').length).toBeGreaterThan(1));
    // The service tenant itself is never offered.
    await expect(within(tenant).queryByRole('option', { name: /\(service\)/ })).toBeNull();
    await userEvent.selectOptions(tenant, 'demo');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Duration' }), '30');
    const before = Date.now();
    await userEvent.click(start);

    await expect(await canvas.findByText('Maintenance started for demo.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open demo' })).toHaveAttribute(
      'href',
      '/demo/dashboard',
    );
    const post = h.requests.find((r) => r.method === 'POST' && r.path === '/sessions');
    await expect(post?.tenantHeader).toBe('service');
    // The platform now ends maintenance 30 minutes after the click.
    const after = Date.now();
    const result = await storyApi('service').listServiceTenants();
    const end = Date.parse((result.ok && result.data[0]?.serviceTimeEnd) || '');
    await expect(end).toBeGreaterThanOrEqual(before + 30 * MINUTE);
    await expect(end).toBeLessThanOrEqual(after + 30 * MINUTE);
    await waitFor(() => expect(canvas.getByText(/^demo is in maintenance until /)).toBeVisible());

    // Ended, 'started' is no longer true: the banner goes and the form is free again.
    await userEvent.click(canvas.getByRole('button', { name: 'End maintenance' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'End maintenance of demo?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End maintenance' }));
    await expect(await canvas.findByText('No tenant is in maintenance.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Maintenance started for demo.')).toBeNull());
    await expect(canvas.getByRole('combobox', { name: 'Tenant' })).toBeEnabled();
  },
};

/**
 * While one tenant is in maintenance, starting another would end it without a word (the service
 * tenant has one window): the form says which runs and waits; the durations read shortest first.
 */
export const StartWaitsWhileRunning: Story = {
  parameters: { fakePlatform: underMaintenance },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        /^One tenant at a time: end the maintenance of demo \(until .+\) before starting another\.$/,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Tenant' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Duration' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Start maintenance' })).toBeDisabled();
    const durations = within(canvas.getByRole('combobox', { name: 'Duration' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(durations).toEqual(['30 min', '1 h', '2 h', '4 h', '8 h']);
    await expect(canvas.getByRole('combobox', { name: 'Duration' })).toHaveValue('60');
  },
};

/** A failing start says so and keeps the form. */
export const StartFails: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('post', '/sessions')] } } },
  play: async ({ canvas, userEvent }) => {
    const tenant = canvas.getByRole('combobox', { name: 'Tenant' });
    await waitFor(() => expect(within(tenant).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(tenant, 'demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Start maintenance' }));
    await expect(await canvas.findByText('Unable to start maintenance.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start maintenance' })).toBeEnabled();
  },
};

/** The platform refuses (403): a clear 'not allowed', not a generic failure. */
export const StartRefused: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('post', '/sessions', 403)] } } },
  play: async ({ canvas, userEvent }) => {
    const tenant = canvas.getByRole('combobox', { name: 'Tenant' });
    await waitFor(() => expect(within(tenant).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(tenant, 'demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Start maintenance' }));
    await expect(
      await canvas.findByText('You are not allowed to start or end maintenance.'),
    ).toBeVisible();
  },
};

/** Spec §6: maintenance is tied to the service tenant; elsewhere the page refuses, asks nothing. */
export const RefusedOutsideServiceTenant: Story = {
  args: { url: '/demo/maintenance', tenant: 'demo' },
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByText(/Maintenance is tied to the service tenant/),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start maintenance' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'End maintenance' })).toBeNull();
    await expect(requestsTo(harnessOf(loaded), '/sessions')).toHaveLength(0);
  },
};

/**
 * Under maintenance: which tenant and until when, its devices under maintenance
 * (GET /device-sessions, currentlyUnderMaintenance, that tenant), and ending it early: asked
 * first, then POST /sessions with an end already begun, and the card says none is running.
 */
export const UnderMaintenance: Story = {
  parameters: { fakePlatform: underMaintenance },
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await expect(await canvas.findByText(/^demo is in maintenance until /)).toBeVisible();
    const devices = await canvas.findByRole('list', { name: 'Devices under maintenance' });
    await expect(within(devices).getAllByRole('button', { name: 'Stop' }).length).toBeGreaterThan(
      0,
    );
    const list = requestsTo(h, '/device-sessions?').at(-1);
    await expect(list?.url.searchParams.get('currentlyUnderMaintenance')).toBe('true');
    await expect(list?.url.searchParams.getAll('tenantIdentifiers')).toEqual(['demo']);

    await userEvent.click(canvas.getByRole('button', { name: 'End maintenance' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'End maintenance of demo?',
    });
    // Focus starts on Cancel once the dialog has placed it (after it mounts): wait for that.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'End maintenance' }));

    await expect(await canvas.findByText('No tenant is in maintenance.')).toBeVisible();
    const post = h.requests.find((r) => r.method === 'POST' && r.path === '/sessions');
    await expect(post?.tenantHeader).toBe('service');
  },
};

/** Ending fails: the dialog stays open and says so. */
export const EndFails: Story = {
  parameters: {
    fakePlatform: underMaintenance,
    msw: { handlers: { overrides: [override.error('post', '/sessions')] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'End maintenance' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'End maintenance of demo?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End maintenance' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to end maintenance. Try again.',
    );
    await expect(canvas.getByText(/^demo is in maintenance until /)).toBeVisible();
  },
};

/** A device under maintenance: start its session by serial number, move it, stop it. */
export const StartMoveAndStopDeviceSession: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        platform.startMaintenance('demo', new Date(Date.now() + 30 * MINUTE));
        platform.edit((state) => {
          // HDP2-10002 starts out of maintenance, so its one row is the one started here.
          const device = state.devices.find((d) => d.serialNumber === 'HDP2-10002');
          for (const session of state.deviceSessions) {
            if (session.deviceId === device?.id) session.stopped ??= session.created;
          }
        });
      },
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await canvas.findByText(/^demo is in maintenance until /);
    await canvas.findByRole('list', { name: 'Devices under maintenance' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Serial number' }), 'HDP2-10002');
    await userEvent.click(canvas.getByRole('button', { name: 'Start device session' }));
    await expect(await canvas.findByText('Device session started for HDP2-10002.')).toBeVisible();
    const post = h.requests.find((r) => r.method === 'POST' && r.path === '/sessions/devices');
    await expect(post?.tenantHeader).toBe('service');

    const devices = canvas.getByRole('list', { name: 'Devices under maintenance' });
    const link = await within(devices).findByRole('link', { name: 'HDP2-10002' });
    const row = link.closest('li')!;
    await userEvent.selectOptions(
      within(row).getByRole('combobox', { name: 'Session tenant' }),
      'service',
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(
        h.requests.some((r) => r.method === 'PUT' && r.path.startsWith('/device-sessions/')),
      ).toBe(true),
    );
    // Moved to the service tenant, it leaves demo's list.
    await waitFor(() =>
      expect(within(devices).queryByRole('link', { name: 'HDP2-10002' })).toBeNull(),
    );

    const other = within(devices).getAllByRole('listitem')[0]!;
    const name = within(other).getByRole('link').textContent;
    await userEvent.click(within(other).getByRole('button', { name: 'Stop' }));
    await waitFor(() =>
      expect(
        h.requests.some(
          (r) => r.method === 'POST' && /^\/device-sessions\/[^/]+\/stop$/.test(r.path),
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(within(devices).queryByRole('link', { name: name! })).toBeNull());
  },
};

/** An unknown serial number says which one. */
export const DeviceNotFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Serial number' }), 'NOPE-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Start device session' }));
    await expect(
      await canvas.findByText('Unable to find device with serial number NOPE-1'),
    ).toBeVisible();
  },
};

/** The devices under maintenance fail to load. */
export const DevicesFailing: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('get', '/device-sessions')] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Unable to fetch device sessions from api.'),
    ).toBeVisible();
  },
};

/** Dark theme, under maintenance. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { fakePlatform: underMaintenance },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^demo is in maintenance until /)).toBeVisible();
  },
};

/** On a phone, under maintenance: the cards stack and nothing scrolls sideways at 360 px. */
export const Phone: Story = {
  ...onPhone,
  parameters: { fakePlatform: underMaintenance },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/^demo is in maintenance until /)).toBeVisible();
    await canvas.findByRole('list', { name: 'Devices under maintenance' });
    await canvas.findByRole('list', { name: 'Maintenance sessions by date' });
    await expectFitsPhone(canvasElement);
  },
};

/**
 * Under maintenance with the longest serials and names the contract allows (64, 100): every
 * device's whole serial shows, wrapped, and nothing scrolls sideways on a phone (issue 54).
 */
export const LongestValuesOnPhone: Story = {
  ...onPhone,
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        withLongestValues(platform);
        underMaintenance.setup?.(platform);
      },
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas, canvasElement }) => {
    const devices = await canvas.findByRole('list', { name: 'Devices under maintenance' });
    await waitFor(() =>
      expect(devices.textContent).toMatch(
        new RegExp(`[A-Z0-9][A-Za-z0-9-]{${SERIAL_NUMBER_MAX_LENGTH - 1}}`),
      ),
    );
    await expectFitsPhone(canvasElement);
  },
};

/**
 * Starting and ending maintenance is the provider's staff's (roles table). A tenant's own staff
 * never works in the service tenant (the tenant rule refuses it first); should the page open
 * for one anyway, it shows what is running and the sessions, and offers neither the start form
 * nor 'End maintenance'.
 */
export const AsTenantStaff: Story = {
  args: { roles: ['tenant-staff'] },
  parameters: { fakePlatform: underMaintenance },
  play: async ({ canvas, canvasElement, loaded }) => {
    await expect(await canvas.findByText(/^demo is in maintenance until /)).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-withheld="startMaintenance"]')).toHaveLength(2),
    );
    await expectWithheld(canvasElement, 'startDeviceSessions');
    // The devices under maintenance are listed, without moving or stopping their sessions.
    const devices = await canvas.findByRole('list', { name: 'Devices under maintenance' });
    await expect(within(devices).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expectWithheld(canvasElement, 'updateDeviceSession');
    await expect(within(devices).queryByRole('button', { name: 'Stop' })).toBeNull();
    await expect(within(devices).queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Serial number' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'End maintenance' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Start maintenance' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Tenant' })).toBeNull();
    await expect(harnessOf(loaded).requests.filter((r) => r.method !== 'GET')).toEqual([]);
  },
};

/** Service staff start and end maintenance: the form and 'End maintenance', as for an admin. */
export const AsServiceStaffPhoneDark: Story = {
  ...onPhone,
  globals: { ...onPhone.globals, ...inDark.globals },
  args: { roles: ['service-staff'] },
  parameters: { fakePlatform: underMaintenance },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/^demo is in maintenance until /)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'End maintenance' })).toBeEnabled();
    await expect(await canvas.findByRole('button', { name: 'Start maintenance' })).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};
