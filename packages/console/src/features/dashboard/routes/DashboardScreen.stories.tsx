import { override, type FakePlatformStoryParameters } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { paths } from '../../../routing/paths';
import {
  harnessOf,
  harnessLoader,
  requestsTo,
  StoryHarness,
  type HarnessContext,
} from '../../../testing/StoryHarness';
import { longestValues } from '../../../testing/longestValues';
import { expectFitsPhone, onPhone } from '../../../testing/storyViews';
import { DashboardScreen } from './DashboardScreen';

const meta = {
  title: 'Console/Dashboard',
  loaders: [harnessLoader],
  render: (_args, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url="/demo/dashboard"
      pattern={paths.dashboard.pattern}
    >
      <DashboardScreen />
    </StoryHarness>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const feedRequests = (h: HarnessContext) => requestsTo(h, '/device-events?');

const joined = (h: HarnessContext) =>
  waitFor(() =>
    expect(h.connection.invocations.some((i) => i.methodName === 'JoinTenantGroup')).toBe(true),
  );

/**
 * The feed's first page: GET /device-events, page 0, the feed size, the configured filter
 * (Bluetooth by its switch, the others in typesIncluded), with the tenant header.
 */
export const FeedRequest: Story = {
  play: async ({ canvas, loaded }) => {
    const h = harnessOf(loaded);
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await waitFor(() => expect(feedRequests(h).length).toBeGreaterThan(0));
    const [request] = feedRequests(h);
    const params = request?.url.searchParams;
    await expect(params?.get('page')).toBe('0');
    await expect(params?.get('pageSize')).toBe('10');
    await expect(params?.getAll('typesIncluded').sort()).toEqual(
      ['BatteryChanged', 'HandSense', 'MotorStuck', 'State'].sort(),
    );
    await expect(params?.get('bluetoothEventsIncluded')).toBe('true');
    await expect(params?.get('transactionEventsIncluded')).toBe('false');
    await expect(params?.get('summaryEventsIcluded')).toBe('false');
    await expect(request?.tenantHeader).toBe('demo');
    const feed = await canvas.findByRole('list', { name: 'Live events' });
    await waitFor(() => expect(within(feed).getAllByRole('listitem').length).toBeGreaterThan(0));
    // Every events request on the page is the feed's (its first page, then again once the hub
    // group is joined): the fleet summary asks for no events of its own.
    await expect(feedRequests(h).every((r) => r.url.searchParams.get('pageSize') === '10')).toBe(
      true,
    );
  },
};

/**
 * The event types fold into one control that says what is shown; opened, every configured type
 * has its checkbox, and 'Clear' and 'Show all' set them all at once.
 */
export const EventTypesFolded: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const summary = await canvas.findByText('Event types: all');
    await expect(canvas.getByRole('checkbox', { name: 'Level or lid' })).not.toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByRole('checkbox', { name: 'Level or lid' })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Show all' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByText('Event types: 0 of 5')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dispense' }));
    await expect(canvas.getByText('Event types: 1 of 5')).toBeVisible();
    await waitFor(() =>
      expect(feedRequests(h).at(-1)?.url.searchParams.getAll('typesIncluded')).toEqual([
        'HandSense',
      ]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show all' }));
    await expect(canvas.getByText('Event types: all')).toBeVisible();
  },
};

/** Unticking an event type starts the feed again without it. */
export const FilterChange: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await waitFor(() => expect(feedRequests(h).length).toBeGreaterThan(0));
    await userEvent.click(await canvas.findByText('Event types: all'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Level or lid' }));
    await waitFor(() =>
      expect(feedRequests(h).at(-1)?.url.searchParams.getAll('typesIncluded')).not.toContain(
        'State',
      ),
    );
  },
};

/** A negative size shows 'maxEventsInFeed cannot be negative'; a valid one asks again. */
export const MaxEventsValidation: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const field = await canvas.findByRole('textbox', { name: 'Max events in feed' });
    await userEvent.clear(field);
    await userEvent.type(field, '-1');
    await expect(await canvas.findByText('maxEventsInFeed cannot be negative')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await waitFor(() => expect(feedRequests(h).at(-1)?.url.searchParams.get('pageSize')).toBe('3'));
    await expect(canvas.queryByText('maxEventsInFeed cannot be negative')).toBeNull();
  },
};

/** Quiet: no events at all. */
export const FeedQuiet: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.empty('get', '/device-events')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No events yet')).toBeVisible();
  },
};

/** Busy: a burst of hub events; the feed keeps the newest 10, live ones marked. */
export const FeedBusy: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.empty('get', '/device-events')] } },
    // Its rows say how long ago each event was, to the second: on a clock that stands still they
    // read the same however long a busy machine takes to draw them (a CI run drew 'now').
    clock: 'frozen',
  },
  play: async ({ canvas, loaded }) => {
    const h = harnessOf(loaded);
    await canvas.findByText('No events yet');
    await joined(h);
    const now = Date.now();
    for (let i = 0; i < 40; i += 1) {
      h.connection.emit('ReceiveDeviceEvent', {
        deviceId: `device-${i}`,
        eventType: 'State',
        event: `State ${i}`,
        timestamp: new Date(now - (40 - i) * 100).toISOString(),
      });
    }
    const feed = await canvas.findByRole('list', { name: 'Live events' });
    await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(10));
    const items = within(feed).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('State 39');
    await expect(items[0]).toHaveTextContent('Live');
    await expect(within(feed).queryByText('State 29')).toBeNull();
  },
};

/** The fleet summary: counts from status.is-on, each a link to the filtered device list. */
export const FleetSummary: Story = {
  play: async ({ canvas, loaded }) => {
    const h = harnessOf(loaded);
    const online = await canvas.findByText('Devices online');
    const onlineLink = within(online.nextElementSibling as HTMLElement).getByRole('link');
    await expect(onlineLink).toHaveAttribute('href', '/demo/devices?status.is-on=true');
    const offline = canvas.getByText('Devices offline');
    await expect(
      within(offline.nextElementSibling as HTMLElement).getByRole('link'),
    ).toHaveAttribute('href', '/demo/devices?status.is-on=false');
    const total =
      Number(onlineLink.textContent) +
      Number(within(offline.nextElementSibling as HTMLElement).getByRole('link').textContent);
    await expect(total).toBe(60);
    const counts = requestsTo(h, '/tenants/demo/devices?').map((r) =>
      r.url.searchParams.get('status.is-on'),
    );
    await expect(counts).toEqual(expect.arrayContaining(['true', 'false']));
  },
};

/** Devices of demo with a battery, all set to 50 % by the story below. */
let devicesWithBattery = 0;

/**
 * The low-battery count follows the tenant's own threshold, as the worklist does: demo calls 60 %
 * low, so every battery at 50 % counts (the contract's default of 20 % would count none).
 */
export const FleetSummaryTenantThreshold: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        platform.edit((state) => {
          const demo = state.tenants.find((tenant) => tenant.identifier === 'demo');
          if (demo) {
            demo.attentionThresholds = {
              lowBatteryPercent: 60,
              criticalBatteryPercent: 10,
              offlineAfterMinutes: 120,
            };
          }
          devicesWithBattery = 0;
          for (const device of state.devices) {
            if (device.tenant !== 'demo' || !device.batteries) continue;
            device.batteries.level = 50;
            devicesWithBattery += 1;
          }
        });
      },
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas, loaded }) => {
    const h = harnessOf(loaded);
    const label = await canvas.findByText('Low battery');
    const count = within(label.nextElementSibling as HTMLElement).getByRole('link');
    await expect(devicesWithBattery).toBeGreaterThan(0);
    await waitFor(() => expect(count).toHaveTextContent(String(devicesWithBattery)));
    await expect(requestsTo(h, '/tenants/demo/attention/thresholds')).toHaveLength(1);
    // They are worked down on the worklist, filtered to the battery reasons.
    await expect(count).toHaveAttribute('href', '/demo/attention?reason=battery');
  },
};

/**
 * How many devices need attention (issue 29): the platform's count, a link to the worklist, and
 * how many are critical; asked once with the tenant's header, not by reading the devices.
 */
export const AttentionCount: Story = {
  play: async ({ canvas, loaded }) => {
    const h = harnessOf(loaded);
    const card = await canvas.findByRole('region', { name: 'Needs attention' });
    const link = await within(card).findByRole('link', {
      name: /^\d+ devices? needs? attention$/,
    });
    await expect(link).toHaveAttribute('href', '/demo/attention');
    await expect(within(card).getByText(/^\d+ critical$/)).toBeVisible();
    const [summary] = requestsTo(h, '/tenants/demo/attention/summary');
    await expect(summary?.tenantHeader).toBe('demo');
  },
};

/** The count cannot be read: the card says so, the feed and the fleet summary stay. */
export const AttentionCountError: Story = {
  parameters: {
    msw: {
      handlers: { overrides: [override.error('get', '/tenants/{tenant}/attention/summary')] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unable to fetch the attention count')).toBeVisible();
    await expect(await canvas.findByText('Devices online')).toBeVisible();
  },
};

export const SummaryError: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.error('get', '/tenants/{tenant}/devices')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unable to fetch devices from api.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          override.loading('get', '/tenants/{tenant}/devices'),
          override.loading('get', '/device-events'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Fleet' })).toBeVisible();
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Devices online')).toBeVisible();
    await expect(canvas.getByText('Event types: all')).toBeVisible();
  },
};

/**
 * The feed size has an upper bound: 1,000, the largest page GET /device-events gives. A bigger
 * number is refused in the field and asks nothing; 1,000 itself is asked for.
 */
export const MaxEventsUpperBound: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const field = await canvas.findByRole('textbox', { name: 'Max events in feed' });
    await userEvent.clear(field);
    await userEvent.type(field, '1001');
    await expect(await canvas.findByText('maxEventsInFeed cannot be more than 1000')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(feedRequests(h).some((r) => r.url.searchParams.get('pageSize') === '1001')).toBe(
      false,
    );
    await userEvent.clear(field);
    await userEvent.type(field, '1000');
    await waitFor(() =>
      expect(feedRequests(h).at(-1)?.url.searchParams.get('pageSize')).toBe('1000'),
    );
    await expect(canvas.queryByText('maxEventsInFeed cannot be more than 1000')).toBeNull();
  },
};

/**
 * The feed names each device as people do: its serial number, linking to the device page, and
 * its room; never the id the event carries. The fleet counts and the names share one read of the
 * tenant's devices.
 */
export const FeedNamesDevices: Story = {
  play: async ({ canvas, loaded }) => {
    const h = harnessOf(loaded);
    const feed = await canvas.findByRole('list', { name: 'Live events' });
    await waitFor(() =>
      expect(within(feed).getAllByRole('link')[0]?.textContent).toMatch(/^[A-Z0-9]+-\d+$/),
    );
    const first = within(feed).getAllByRole('link')[0]!;
    await expect(first.getAttribute('href')).toMatch(/^\/demo\/device\/[0-9a-f-]+$/);
    await expect(within(feed).queryByText(/^Device [0-9a-f]{8}-/)).toBeNull();
    const scans = requestsTo(h, '/tenants/demo/devices?').filter(
      (r) => r.url.searchParams.get('pageSize') === '1000',
    );
    await expect(scans).toHaveLength(1);
  },
};

/**
 * On a phone the fleet counts go under the feed, by the page's own width (a container query),
 * so it holds wherever the dashboard is shown; nothing scrolls sideways.
 */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    const feed = await canvas.findByRole('list', { name: 'Live events' });
    const fleet = await canvas.findByText('Devices online');
    await expect(fleet.getBoundingClientRect().top).toBeGreaterThan(
      feed.getBoundingClientRect().bottom,
    );
    await expectFitsPhone(canvasElement);
  },
};

/**
 * Demo with the longest serial numbers and names the contract allows: the dashboard's lists wrap
 * them and nothing scrolls sideways on a phone (issue 54).
 */
export const LongestValuesOnPhone: Story = {
  ...onPhone,
  parameters: longestValues,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await canvas.findByRole('list', { name: 'Live events' });
    await expectFitsPhone(canvasElement);
  },
};
