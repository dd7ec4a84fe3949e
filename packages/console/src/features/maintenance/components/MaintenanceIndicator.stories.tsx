import type { FakePlatform, FakePlatformStoryParameters } from '@hygiene/fake-platform';
import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
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
import { expectFitsPhone, inDark, onPhone } from '../../../testing/storyViews';
import { expectWithheld } from '../../../testing/withheld';
import { MaintenanceIndicator } from './MaintenanceIndicator';

interface Args {
  url: string;
  pattern: string;
  tenant: string;
  /** The signed-in user's realm roles (the harness's default: administrator). */
  roles?: readonly string[];
}

/**
 * The app bar's maintenance-mode indicator alone, as any user of the tenant sees it: it asks
 * GET /tenants/{tenant}/maintenance as the current tenant, never as the service tenant.
 */
const meta = {
  title: 'Console/Maintenance/Maintenance indicator',
  args: { url: '/demo/users', pattern: paths.users.pattern, tenant: 'demo' },
  loaders: [harnessLoader],
  render: (args, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url={args.url}
      pattern={args.pattern}
      tenant={args.tenant}
      roles={args.roles}
    >
      <header aria-label="App bar">
        <MaintenanceIndicator tenantIdentifier={args.tenant} />
      </header>
      <Address />
    </StoryHarness>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

const demoFor = (minutes: number): FakePlatformStoryParameters => ({
  setup: (platform) => platform.startMaintenance('demo', inMinutes(minutes)),
});

/** What a tenant's own staff may not read: the service tenant's view of maintenance. */
const refusedAsStaff = [
  override.error('get', '/service-tenants', 403),
  override.error('get', '/sessions', 403),
];

/** Every request went out as demo, and none to the service tenant's calls. */
async function expectAskedAsDemo(h: HarnessContext) {
  const asked = requestsTo(h, '/tenants/demo/maintenance');
  await expect(asked.length).toBeGreaterThan(0);
  await expect(asked.every((r) => r.method === 'GET' && r.tenantHeader === 'demo')).toBe(true);
  await expect(h.requests.filter((r) => r.tenantHeader !== 'demo')).toEqual([]);
  await expect(requestsTo(h, '/service-tenants')).toEqual([]);
}

/**
 * Asks the platform itself (after the indicator's request, so that one has been answered), then
 * gives the render a frame: an indicator that was going to show has shown by then.
 */
async function expectPlatformSaysOff() {
  const answer = await storyApi('demo').getTenantMaintenance('demo');
  await expect(answer.ok && answer.data.inMaintenance).toBe(false);
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * The tenant's own staff at demo, maintenance started on demo: the service tenant's calls
 * would be refused, yet the indicator shows, with the time left (the end rounded up to a full
 * minute), because it asks as demo. Ending maintenance is not theirs (roles table: the
 * provider's staff start and end it), so 'End maintenance' is not offered.
 */
export const StaffAtDemo: Story = {
  args: { roles: ['tenant-staff'] },
  parameters: {
    fakePlatform: demoFor(30),
    msw: { handlers: { overrides: refusedAsStaff } },
  },
  play: async ({ canvas, canvasElement, loaded }) => {
    const bar = canvas.getByRole('banner', { name: 'App bar' });
    await expect(await within(bar).findByText('Maintenance mode')).toBeVisible();
    await expect(within(bar).getByText(/^(30|31) min left$/)).toBeVisible();
    await expectWithheld(canvasElement, 'startMaintenance');
    await expect(within(bar).queryByRole('button', { name: 'End maintenance' })).toBeNull();
    await expectAskedAsDemo(harnessOf(loaded));
  },
};

/** Service staff at demo (the provider's own, who may end it): 'End maintenance' is there. */
export const ServiceStaffAtDemo: Story = {
  args: { roles: ['service-staff'] },
  parameters: { fakePlatform: demoFor(30) },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('banner', { name: 'App bar' });
    await expect(await within(bar).findByText('Maintenance mode')).toBeVisible();
    await expect(await within(bar).findByRole('button', { name: 'End maintenance' })).toBeEnabled();
  },
};

/** Not in maintenance: the platform says so, and the app bar shows nothing of it. */
export const Off: Story = {
  play: async ({ canvas, loaded }) => {
    const h = harnessOf(loaded);
    await waitFor(() => expect(requestsTo(h, '/tenants/demo/maintenance').length).toBe(1));
    await expectPlatformSaysOff();
    const bar = canvas.getByRole('banner', { name: 'App bar' });
    await expect(within(bar).queryByText('Maintenance mode')).toBeNull();
    await expect(within(bar).queryByText('Maintenance mode unknown')).toBeNull();
    await expect(within(bar).queryByRole('status')).toBeNull();
    await expectAskedAsDemo(h);
  },
};

/** Maintenance started on another tenant: off here too. */
export const OffWhileAnotherTenantIsInMaintenance: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) => platform.startMaintenance('bergen-kommune', inMinutes(30)),
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas, loaded }) => {
    const h = harnessOf(loaded);
    await waitFor(() => expect(requestsTo(h, '/tenants/demo/maintenance').length).toBe(1));
    await expectPlatformSaysOff();
    await expect(canvas.queryByText('Maintenance mode')).toBeNull();
    await expectAskedAsDemo(h);
  },
};

/**
 * The status cannot be read (the platform fails): not 'off', but unknown, said so; the tooltip
 * says why. No 'End maintenance', and no redirect.
 */
export const Unknown: Story = {
  parameters: {
    fakePlatform: demoFor(30),
    msw: { handlers: { overrides: [override.error('get', '/tenants/demo/maintenance')] } },
  },
  play: async ({ canvas, loaded, userEvent }) => {
    const bar = canvas.getByRole('banner', { name: 'App bar' });
    const status = await within(bar).findByRole('status');
    await expect(within(status).getByText('Maintenance mode unknown')).toBeVisible();
    await expect(within(bar).queryByText('Maintenance mode')).toBeNull();
    await expect(within(bar).queryByRole('button', { name: 'End maintenance' })).toBeNull();
    await userEvent.hover(within(status).getByRole('img', { name: 'Maintenance mode unknown' }));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'Unable to fetch the maintenance status from api. Trying again.',
    );
    await expectAskedAsDemo(harnessOf(loaded));
  },
};

/** The platform refuses the status (403): unknown as well, with its own reason. */
export const UnknownRefused: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.error('get', '/tenants/demo/maintenance', 403)] } },
  },
  play: async ({ canvas, userEvent }) => {
    const bar = canvas.getByRole('banner', { name: 'App bar' });
    const status = await within(bar).findByRole('status');
    await expect(within(status).getByText('Maintenance mode unknown')).toBeVisible();
    await userEvent.hover(within(status).getByRole('img', { name: 'Maintenance mode unknown' }));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'You are not allowed to read whether this tenant is in maintenance.',
    );
  },
};

/**
 * Stands the browser clock 1 s after a full minute, so a maintenance whose end was 20 s before
 * that minute (rounded up: the minute itself) is in its 5 s grace when the story opens.
 */
function oneSecondAfterAMinute() {
  const realNow = Date.now.bind(Date);
  const start = realNow();
  const shifted = Math.floor(start / MINUTE) * MINUTE + 1_000;
  Date.now = () => shifted + (realNow() - start);
  return () => {
    Date.now = realNow;
  };
}
/** Maintenance on `tenant` that ended 20 s before the current minute began. */
const endedJustNow = (platform: FakePlatform, tenant: string) =>
  platform.startMaintenance(tenant, new Date(Math.floor(Date.now() / MINUTE) * MINUTE - 20_000));

/** The address the story's router is at. */
function Address() {
  const { pathname } = useLocation();
  return (
    <p role="status" aria-label="Address">
      {pathname}
    </p>
  );
}

/**
 * The end has passed (rounded up to the minute) while a tenant's own staff is on a page with no
 * device (here the users list): 'Maintenance is over', never 'Leaving in …'; after the 5 s grace
 * the notice goes and the address stays, so nothing being typed there is lost. Never the service
 * tenant, which the tenant's staff may not open.
 */
export const StaysOffADevicePage: Story = {
  args: { roles: ['tenant-staff'] },
  beforeEach: oneSecondAfterAMinute,
  parameters: {
    fakePlatform: {
      setup: (platform) => endedJustNow(platform, 'demo'),
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas, loaded }) => {
    const notice = await canvas.findByText('Maintenance is over');
    await expect(notice).toBeVisible();
    await expect(canvas.queryByText(/Leaving in/)).toBeNull();
    await waitFor(() => expect(canvas.queryByText('Maintenance is over')).toBeNull(), {
      timeout: 8_000,
    });
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
      /^\/demo\/users$/,
    );
    await expectAskedAsDemo(harnessOf(loaded));
  },
};

/** Set by the fake platform's setup (before the story renders): a device that belongs elsewhere. */
const arriving = { deviceId: '' };

/**
 * On a device's page at demo, for a device whose actual tenant is another: it hangs at demo, but
 * its installation is Bergen kommune's (what the device page and the serial lookup follow too).
 * After the end the console opens the same device at its actual tenant (spec §4). The device is
 * asked about as demo, after the end.
 */
export const RedirectToTheDevicesTenant: Story = {
  args: { url: '/demo/device/placeholder', pattern: paths.device.pattern },
  beforeEach: oneSecondAfterAMinute,
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        endedJustNow(platform, 'demo');
        platform.edit((state) => {
          const installed = state.installations.find(
            (i) =>
              i.tenant === 'demo' &&
              state.devices.find((d) => d.id === i.deviceId)?.tenant === 'demo',
          );
          arriving.deviceId = installed?.deviceId ?? '';
          for (const installation of state.installations) {
            if (installation.deviceId === arriving.deviceId) installation.tenant = 'bergen-kommune';
          }
        });
      },
    } satisfies FakePlatformStoryParameters,
  },
  render: (_args, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url={paths.device.to('demo', arriving.deviceId)}
      pattern={paths.device.pattern}
      tenant="demo"
    >
      <header aria-label="App bar">
        <MaintenanceIndicator tenantIdentifier="demo" />
      </header>
      <Address />
    </StoryHarness>
  ),
  play: async ({ canvas, loaded }) => {
    await expect(arriving.deviceId).not.toBe('');
    await expect(
      await canvas.findByText(/^Maintenance is over\. Leaving in [1-5] s$/),
    ).toBeVisible();
    const address = canvas.getByRole('status', { name: 'Address' });
    await expect(address).toHaveTextContent(paths.device.to('demo', arriving.deviceId));
    // The device route matches at any tenant, so the address itself shows where it went.
    await waitFor(
      () => expect(address).toHaveTextContent(paths.device.to('bergen-kommune', arriving.deviceId)),
      { timeout: 8_000 },
    );
    const [device] = requestsTo(harnessOf(loaded), `/devices/${arriving.deviceId}`);
    await expect(device?.method).toBe('GET');
    await expect(device?.tenantHeader).toBe('demo');
  },
};

/** Dark theme, in maintenance. */
export const Dark: Story = {
  ...inDark,
  parameters: { fakePlatform: demoFor(30) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Maintenance mode')).toBeVisible();
  },
};

/** On a phone the indicator with its time and button fits 360 px. */
export const Phone: Story = {
  ...onPhone,
  parameters: { fakePlatform: demoFor(90) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/^1 h (30|31) min left$/)).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};
