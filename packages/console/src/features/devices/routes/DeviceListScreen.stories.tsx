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
  type HarnessContext,
} from '../../../testing/StoryHarness';
import { longestValues } from '../../../testing/longestValues';
import { expectFitsPhone, inDark, onPhone } from '../../../testing/storyViews';
import { expectWithheld } from '../../../testing/withheld';
import { DeviceListScreen } from './DeviceListScreen';

interface Args {
  url: string;
  tenant?: string;
  /** The signed-in user's realm roles (the harness's default: administrator). */
  roles?: readonly string[];
}

const meta = {
  title: 'Console/Devices/Device list',
  args: { url: '/demo/devices' },
  loaders: [harnessLoader],
  render: (args, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url={args.url}
      pattern={paths.devices.pattern}
      {...(args.tenant ? { tenant: args.tenant } : {})}
      roles={args.roles}
    >
      <DeviceListScreen />
    </StoryHarness>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const listRequests = (h: HarnessContext) => requestsTo(h, '/tenants/demo/devices?');

/** The first page of demo's 60 devices: 9 a page, the columns, the tenant header. */
export const Many: Story = {
  play: async ({ canvas, loaded }) => {
    const table = await canvas.findByRole('table', { name: 'Devices' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual([
      'Serial number',
      'Fluid',
      'Location',
      'Power source',
      'Batteries',
      'Online status',
      'Last event',
    ]);
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 9);
    await expect(within(table).getAllByText('Disinfectant').length).toBeGreaterThan(0);
    await expect(within(table).getAllByText('Soap').length).toBeGreaterThan(0);
    await expect(within(table).queryByText('Alcohol')).toBeNull();
    await expect(canvas.getByText('Page 1 of 7')).toBeVisible();
    const serial = within(table).getByRole('link', { name: 'HDP2-10001' });
    await expect(serial.getAttribute('href')).toMatch(/^\/demo\/device\/[0-9a-f-]+$/);

    const h = harnessOf(loaded);
    const [first] = listRequests(h);
    await expect(first?.method).toBe('GET');
    await expect(first?.url.searchParams.get('page')).toBe('1');
    await expect(first?.url.searchParams.get('pageSize')).toBe('9');
    await expect(first?.tenantHeader).toBe('demo');
    await expect(first?.authorization).toBe('Bearer story-token');
    // The last-event column reads each row's newest event.
    await waitFor(() =>
      expect(
        requestsTo(h, '/tenants/demo/devices/').filter((r) => r.path.includes('/events?')),
      ).toHaveLength(9),
    );
  },
};

/** Searching waits 200 ms, then asks with `term` and writes it to the address. */
export const Search: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await canvas.findByRole('table', { name: 'Devices' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search devices' }), 'HDX3');
    await waitFor(() => expect(listRequests(h).at(-1)?.url.searchParams.get('term')).toBe('HDX3'));
    // One request for the whole word: the debounce swallowed the keystrokes.
    await expect(listRequests(h).filter((r) => r.url.searchParams.has('term'))).toHaveLength(1);
    await waitFor(() => {
      const rows = within(canvas.getByRole('table', { name: 'Devices' })).getAllByRole('row');
      return expect(rows.slice(1).every((row) => row.textContent?.includes('HDX3'))).toBe(true);
    });
  },
};

/** 'Open a device' takes a scanned QR code's address as well as a serial number. */
export const OpenScannedDevice: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: 'Devices' });
    // The form arrives in a chunk of its own (and with its texts), after the table may have.
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Serial number' }));
    await userEvent.paste('https://console.example.com/demo/devices/HDP2-10001');
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(
      '/demo/devices/HDP2-10001',
    );
  },
};

/** A link with the filter in the address shows the filtered list and sends it to the API. */
export const FilteredFromLink: Story = {
  args: { url: '/demo/devices?status.is-on=false&page=1' },
  play: async ({ canvas, loaded }) => {
    const table = await canvas.findByRole('table', { name: 'Devices' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row).toHaveTextContent('Offline');
    await expect(canvas.getByRole('combobox', { name: 'Online status' })).toHaveValue('false');
    const [request] = listRequests(harnessOf(loaded));
    await expect(request?.url.searchParams.get('status.is-on')).toBe('false');
  },
};

/** Choosing a floor asks with `location.floor-id`; its rooms come 6 a page; excluding a room. */
export const FloorAndRooms: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await canvas.findByRole('table', { name: 'Devices' });
    const floor = canvas.getByRole('combobox', { name: 'Floor' });
    await waitFor(() => expect(within(floor).getAllByRole('option').length).toBeGreaterThan(1));
    const floorOption = within(floor).getAllByRole('option')[1] as HTMLOptionElement;
    await userEvent.selectOptions(floor, floorOption.value);
    await waitFor(() =>
      expect(listRequests(h).at(-1)?.url.searchParams.getAll('location.floor-id')).toEqual([
        floorOption.value,
      ]),
    );
    await waitFor(() => expect(requestsTo(h, '/rooms?').length).toBeGreaterThan(0));
    const roomsRequest = requestsTo(h, '/rooms?').at(-1);
    await expect(roomsRequest?.url.searchParams.get('floor-id')).toBe(floorOption.value);
    await expect(roomsRequest?.url.searchParams.get('pageSize')).toBe('6');
    // The shared room picker's text: room name, room type name, floor name (spec §2). The floor
    // option names the premise too (floors of several premises meet there); the room's floor is
    // its own name.
    const floorName = floorOption.text.split(' · ')[0] ?? '';
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('option')
          .some(
            (option) =>
              option.closest('[role="listbox"]') !== null &&
              (option.textContent ?? '').includes(floorName),
          ),
      ).toBe(true),
    );

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Floor rule' }), 'exclude');
    await waitFor(() => {
      const params = listRequests(h).at(-1)?.url.searchParams;
      return expect([
        params?.getAll('location.excluded-floor-id'),
        params?.getAll('location.floor-id'),
      ]).toEqual([[floorOption.value], []]);
    });
  },
};

/** The next page: `page=2` in the request and in the address. */
export const NextPage: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await canvas.findByText('Page 1 of 7');
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await canvas.findByText('Page 2 of 7');
    await expect(listRequests(h).at(-1)?.url.searchParams.get('page')).toBe('2');
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.loading('get', '/tenants/{tenant}/devices')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Devices' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        platform.edit((state) => {
          state.devices = state.devices.filter((d) => d.tenant !== 'demo');
        });
      },
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No devices found.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Error: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.error('get', '/tenants/{tenant}/devices')] } },
  },
  play: async ({ canvas }) => {
    const message = await canvas.findByText('Unable to fetch devices from api.');
    await expect(message.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * Floors of several premises meet in the floor filter: each is named with its premise, so no two
 * options read the same (the seed has a '0. etasje' in three premises).
 */
export const FloorsNamedWithPremise: Story = {
  play: async ({ canvas }) => {
    const floor = await canvas.findByRole('combobox', { name: 'Floor' });
    await waitFor(() => expect(within(floor).getAllByRole('option').length).toBeGreaterThan(2));
    const labels = within(floor)
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent);
    await expect(new Set(labels).size).toBe(labels.length);
    await expect(labels.filter((label) => label?.startsWith('0. etasje')).length).toBeGreaterThan(
      1,
    );
    await expect(labels.every((label) => label?.includes(' · '))).toBe(true);
  },
};

/**
 * On a phone: 'Open a device' and the filters stack, and the table scrolls sideways in its own
 * box (a labelled region that takes keyboard focus), never the page.
 */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: 'Devices' });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 9);
    await expect(await canvas.findByRole('textbox', { name: 'Serial number' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Devices' })).toHaveAttribute('tabindex', '0');
    await expectFitsPhone(canvasElement);
  },
};

export const Dark: Story = {
  ...inDark,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Devices' });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 9);
    await expect(canvas.getByText('Page 1 of 7')).toBeVisible();
  },
};

/** Roles that may provision (administrator, service staff) find 'Provision devices' here. */
export const ProvisionLink: Story = {
  args: { roles: ['service-staff'] },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Devices' });
    await expect(await canvas.findByRole('link', { name: 'Provision devices' })).toHaveAttribute(
      'href',
      '/demo/devices/provision',
    );
  },
};

/**
 * A tenant's own staff may not provision (roles table): the list is theirs as it is for
 * anyone, without 'Provision devices'.
 */
export const AsTenantStaff: Story = {
  args: { roles: ['tenant-staff'] },
  play: async ({ canvas, canvasElement, loaded }) => {
    const table = await canvas.findByRole('table', { name: 'Devices' });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 9);
    await expectWithheld(canvasElement, 'provisionDevices');
    await expect(canvas.queryByRole('link', { name: 'Provision devices' })).toBeNull();
    await expect(harnessOf(loaded).requests.filter((r) => r.method !== 'GET')).toEqual([]);
  },
};

/**
 * Serial numbers of the contract's longest (64) and location names of 100 characters: the table
 * stays in its own scrolling box and the page never scrolls sideways on a phone (issue 54).
 */
export const LongestValuesOnPhone: Story = {
  ...onPhone,
  parameters: longestValues,
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: 'Devices' });
    const [firstSerial] = within(table).getAllByRole('link');
    await expect(firstSerial?.textContent?.trim()).toHaveLength(SERIAL_NUMBER_MAX_LENGTH);
    await expectFitsPhone(canvasElement);
  },
};
