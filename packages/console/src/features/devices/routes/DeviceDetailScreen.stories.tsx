import { override, type FakePlatformStoryParameters } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { paths } from '../../../routing/paths';
import { cameFromState } from '../../../lib/cameFrom';
import { nothingNeedsAttention } from '../../../testing/attentionStoryData';
import { DEMO_DEVICE, SERVICE_DEVICE_FOR_DEMO } from '../../../testing/storyData';
import {
  harnessOf,
  harnessLoader,
  requestsTo,
  storyApi,
  StoryHarness,
  type HarnessContext,
} from '../../../testing/StoryHarness';
import { longestSerial, longestValues } from '../../../testing/longestValues';
import { expectFitsPhone, inDark, onPhone } from '../../../testing/storyViews';
import { DeviceDetailScreen } from './DeviceDetailScreen';
import { expectVersioned } from '../../../testing/storyChecks';

interface Args {
  url: string;
  historyState?: unknown;
  /** The signed-in user's realm roles; an administrator unless a story says otherwise. */
  roles?: readonly string[];
}

const meta = {
  title: 'Console/Devices/Device detail',
  args: { url: `/demo/device/${DEMO_DEVICE.id}` },
  loaders: [harnessLoader],
  render: (args, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url={args.url}
      historyState={args.historyState}
      pattern={paths.device.pattern}
      {...(args.roles ? { roles: args.roles } : {})}
    >
      <DeviceDetailScreen />
    </StoryHarness>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const devicePath = `/tenants/demo/devices/${DEMO_DEVICE.id}`;

/** The device: QR code, fluid, power, batteries, comments (HTML shown as text), history. */
export const Device: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('heading', { name: `Device ${DEMO_DEVICE.serialNumber}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/demo/dashboard',
    );
    // The seeded device's battery is low: the page leads with it, in the worklist's words.
    const needs = await canvas.findByRole('region', { name: /Needs attention/ });
    await expect(needs).toHaveTextContent(/Warning/);
    await expect(needs).toHaveTextContent(/Battery low \(16 %\) since/);
    // Where it hangs: room, floor and building, with the floor and its plan a tap away.
    await expect(await canvas.findByText(/Møterom Skog 205 · 2\. etasje · /)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open floor' })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^\/demo\/sections\/[^/]+\/premises\/[^/]+\/floors\/010ea331-dd84-4897-93ba-39e89d9abbdc$/,
      ),
    );
    await expect(canvas.getByRole('link', { name: 'Show on floor plan' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/floor-plans\\?device=${DEMO_DEVICE.id}$`)),
    );
    const qr = await canvas.findByRole('img', { name: `QR code of ${DEMO_DEVICE.serialNumber}` });
    await expect(qr.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getAllByText('Soap').length).toBeGreaterThan(0);

    const comments = await canvas.findByRole('list', { name: 'Comments' });
    // The seeded comment is markup; it must arrive as text, never as an element.
    await expect(
      within(comments).getByText('<img src=x onerror="alert(1)"> <b>not bold</b> & done'),
    ).toBeVisible();
    await expect(comments.querySelector('img, b')).toBeNull();

    await expect(await canvas.findByRole('list', { name: 'Installations' })).toHaveTextContent(
      'Installed',
    );
    await expect(await canvas.findByRole('list', { name: 'Sessions' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Events' })).toBeVisible();

    const h = harnessOf(loaded);
    const [details] = requestsTo(h, `${devicePath}/details`);
    await expect(details?.tenantHeader).toBe('demo');
    const [attention] = requestsTo(h, '/tenants/demo/attention?');
    await expect(attention?.url.searchParams.get('device-id')).toBe(DEMO_DEVICE.id);
    await expect(requestsTo(h, `/devices/${DEMO_DEVICE.id}/qr-code`)).toHaveLength(1);
    await expect(
      requestsTo(h, `/devices/${DEMO_DEVICE.id}/installations?`)[0]?.url.searchParams.get(
        'pageSize',
      ),
    ).toBe('7');
    const sessions = requestsTo(h, `/devices/${DEMO_DEVICE.id}/sessions?`)[0];
    await expect(sessions?.url.searchParams.getAll('tenantIdentifiers')).toEqual(['demo']);
    const events = requestsTo(h, `${devicePath}/events?`)[0];
    await expect(events?.url.searchParams.get('bluetoothEventsIncluded')).toBe('true');
    await expect(events?.url.searchParams.get('transactionEventsIncluded')).toBe('true');
    await expect(events?.url.searchParams.has('typesIncluded')).toBe(false);
  },
};

/**
 * The event history's type filters go into the request. The types are folded into one line that
 * says what is shown ('Event types: all' while none is ticked, as the API reads it), and open
 * onto the checkboxes.
 */
export const EventFilters: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await canvas.findByRole('table', { name: 'Events' });
    const folded = canvas.getByText('Event types: all');
    await expect(canvas.getByRole('checkbox', { name: 'Level or lid' })).not.toBeVisible();
    await userEvent.click(folded);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Level or lid' }));
    await expect(canvas.getByText('Event types: 1 of 11')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Bluetooth events' }));
    await waitFor(() => {
      const last = requestsTo(h, `${devicePath}/events?`).at(-1)?.url.searchParams;
      return expect([
        last?.getAll('typesIncluded'),
        last?.get('bluetoothEventsIncluded'),
        last?.get('transactionEventsIncluded'),
      ]).toEqual([['State'], 'false', 'true']);
    });
    await waitFor(() => {
      const rows = within(canvas.getByRole('table', { name: 'Events' })).getAllByRole('row');
      return expect(
        rows.slice(1).every((row) => row.children[1]?.textContent === 'Level or lidState'),
      ).toBe(true);
    });
  },
};

/** Changing the fluid type and recording a battery change send their calls. */
export const ChangeFluidAndBatteries: Story = {
  // The battery change is recorded at the story's "now", shown to the second: the clock stands.
  parameters: { clock: 'frozen' },
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    // The live events have loaded before anything is changed: loaded after the battery change,
    // they would hold it too, and the story would end one way or the other by timing.
    const live = await canvas.findByRole('list', { name: 'Live events of this device' });
    await expect(await within(live).findByText('Clock set')).toBeVisible();
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Fluid type' }),
      'Alcohol',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Change fluid type' }));
    await expect(await canvas.findByText('Saved')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    const [put] = requestsTo(h, `${devicePath}/fluid/type`);
    await expect(put?.method).toBe('PUT');
    // On the version read (issue 54): another person's change is not overwritten silently.
    await expectVersioned(put);
    // The device is read again and now shows Disinfectant.
    await waitFor(() => expect(canvas.getAllByText('Disinfectant').length).toBeGreaterThan(1));

    // It clears battery problems at once, so it asks first; Cancel records nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Record battery change' }));
    const body = within(document.body);
    let dialog = await body.findByRole('alertdialog', { name: 'Record a battery change?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(requestsTo(h, `${devicePath}/batteries`)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Record battery change' }));
    dialog = await body.findByRole('alertdialog', { name: 'Record a battery change?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record battery change' }));
    await waitFor(() => expect(requestsTo(h, `${devicePath}/batteries`)).toHaveLength(1));
    await expect(requestsTo(h, `${devicePath}/batteries`)[0]?.method).toBe('POST');
    await expect(
      await canvas.findByText('Battery change recorded: the level is 100 %.'),
    ).toBeVisible();
    // What the writes do not change is not asked for again: the QR code and the comments once.
    await waitFor(() => expect(requestsTo(h, `${devicePath}/details`).length).toBeGreaterThan(2));
    await expect(requestsTo(h, `/devices/${DEMO_DEVICE.id}/qr-code`)).toHaveLength(1);
    await expect(requestsTo(h, `/devices/${DEMO_DEVICE.id}/comments`)).toHaveLength(1);
    // The hub has not sent the change (the platform's stand-in echoes no writes): the live
    // events are as they were.
    await expect(within(live).queryByText('Batteries changed')).toBeNull();
  },
};

/**
 * Someone changed the device after this page read it (issue 54): 'Change power source' answers
 * 412 and the page says so; 'Save mine over it' sends the change without a version.
 */
export const ChangedElsewhere: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await canvas.findByRole('combobox', { name: 'Power source' });
    const read = await storyApi().getTenantDevice('demo', DEMO_DEVICE.id);
    const fluid = read.ok ? read.data.fluid?.type : undefined;
    const elsewhere = await storyApi().setTenantDeviceFluidType('demo', DEMO_DEVICE.id, {
      type: fluid === 'Soap' ? 'Alcohol' : 'Soap',
    });
    await expect(elsewhere.ok).toBe(true);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Power source' }), 'Mains');
    await userEvent.click(canvas.getByRole('button', { name: 'Change power source' }));
    await expect(await canvas.findByText(/changed elsewhere after you opened it/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save mine over it' }));
    await expect(await canvas.findByText('Saved')).toBeVisible();
    const puts = requestsTo(h, `/devices/${DEMO_DEVICE.id}/power-source`);
    await expect(puts).toHaveLength(2);
    await expect(puts[0]?.ifMatch).not.toBeNull();
    await expect(puts[1]?.ifMatch).toBeNull();
    await expect(puts[1]?.body).toEqual({ powerSource: 'Mains' });
  },
};

/** 'Load the saved version' shows the device as saved elsewhere and sets the choices back to it. */
export const ChangedElsewhereLoadSaved: Story = {
  play: async ({ canvas, userEvent }) => {
    const power = await canvas.findByRole('combobox', { name: 'Power source' });
    const read = await storyApi().getTenantDevice('demo', DEMO_DEVICE.id);
    const saved = read.ok ? read.data.powerSource : null;
    const other = saved === 'Mains' ? 'Battery' : 'Mains';
    await storyApi().setDevicePowerSource(DEMO_DEVICE.id, { powerSource: other });
    await userEvent.selectOptions(power, saved === 'Mains' ? 'Mains' : 'Battery');
    await userEvent.click(canvas.getByRole('button', { name: 'Change power source' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Load the saved version' }));
    await waitFor(() => expect(power).toHaveValue(other));
    await expect(canvas.queryByText(/changed elsewhere/)).toBeNull();
  },
};

/**
 * A dispenser the worklist calls Empty with a critical battery: the page leads with both, critical,
 * each since it began; 'Record refill' says the item clears when the dispenser reports.
 */
export const NeedsAttention: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) =>
        platform.edit((state) => {
          const device = state.devices.find((d) => d.id === DEMO_DEVICE.id)!;
          const hoursAgo = (hours: number) =>
            new Date(Date.parse(state.now) - hours * 3_600_000).toISOString();
          device.batteries = { lastChanged: null, level: 4 };
          device.health = {
            ...device.health,
            fluid: { level: 'Empty', since: hoursAgo(5) },
            batteryFalls: [
              { level: 30, at: hoursAgo(72) },
              { level: 9, at: hoursAgo(20) },
              { level: 4, at: hoursAgo(1) },
            ],
          };
        }),
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas }) => {
    const needs = await canvas.findByRole('region', { name: /Needs attention/ });
    await expect(needs).toHaveTextContent(/Critical/);
    const [findingList] = within(needs).getAllByRole('list');
    const findings = within(findingList!).getAllByRole('listitem');
    await expect(findings.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Empty since /),
      expect.stringMatching(/^Battery critical \(4 %\) since /),
    ]);
    await expect(
      canvas.getByText(
        'Records that you filled it. Empty and Low fluid clear when the dispenser itself reports its new level.',
      ),
    ).toBeVisible();
  },
};

/**
 * What needs doing leads with who is on it (issue 50): the open Empty case, nobody on it yet,
 * "I'm on it" offered. Below, the case history: one resolved by a person with a note, one by the
 * device's own Refilled, each with how long it took.
 */
export const CaseHistory: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) =>
        platform.edit((state) => {
          const device = state.devices.find((d) => d.id === DEMO_DEVICE.id)!;
          const at = (minutesAgo: number) =>
            new Date(Date.parse(state.now) - minutesAgo * 60_000).toISOString();
          device.health = { ...device.health, fluid: { level: 'Empty', since: at(30) } };
          const base = {
            tenant: 'demo',
            deviceId: device.id,
            condition: 'fluid' as const,
            reason: 'empty' as const,
            severity: 'critical' as const,
            reports: 1,
            assignee: null,
            told: {},
            escalatedAt: null,
          };
          state.cases.unshift(
            {
              ...base,
              id: 'case-history-1',
              since: at(3000),
              openedAt: at(3000),
              updatedAt: at(2955),
              acknowledged: { at: at(2990), by: { id: 'kari', name: 'Kari Nordmann' } },
              resolved: {
                at: at(2955),
                how: 'hand',
                event: null,
                note: 'Changed the bottle',
                by: { id: 'kari', name: 'Kari Nordmann' },
              },
            },
            {
              ...base,
              id: 'case-history-2',
              since: at(1500),
              openedAt: at(1500),
              updatedAt: at(1380),
              acknowledged: null,
              resolved: { at: at(1380), how: 'device', event: 'Refilled', note: null, by: null },
            },
          );
        }),
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas }) => {
    const needs = await canvas.findByRole('region', { name: /Needs attention/ });
    const onIt = within(needs).getByRole('list', { name: 'Who is on it' });
    await expect(within(onIt).getAllByText(/Nobody is on it yet/)[0]).toBeVisible();
    await expect(
      await within(onIt).findByRole('button', { name: /^I'm on it: Empty, / }),
    ).toBeEnabled();
    const history = await canvas.findByRole('region', { name: 'Case history' });
    const entries = await within(history).findAllByRole('listitem');
    await expect(entries[0]).toHaveTextContent(/^Empty · Open/);
    const byHand = entries.find((e) => e.textContent?.includes('Kari Nordmann'))!;
    await expect(byHand).toHaveTextContent(/Resolved by Kari Nordmann/);
    await expect(byHand).toHaveTextContent('Note: Changed the bottle');
    await expect(byHand).toHaveTextContent(
      'Acknowledged after 10 minutes, resolved after 45 minutes',
    );
    const byDevice = entries.find((e) => e.textContent?.includes('Refilled'))!;
    await expect(byDevice).toHaveTextContent(/Resolved by the device \(Refilled\)/);
    await expect(byDevice).toHaveTextContent(
      'Acknowledged after not yet, resolved after 120 minutes',
    );
  },
};

/** A dispenser that never needed anyone: its case history says so. */
export const CaseHistoryEmpty: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) => {
        nothingNeedsAttention(platform);
        platform.edit((state) => {
          state.cases = state.cases.filter((c) => c.deviceId !== DEMO_DEVICE.id);
        });
      },
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas }) => {
    const history = await canvas.findByRole('region', { name: 'Case history' });
    await expect(
      await within(history).findByText('No cases yet: nothing has needed anyone here.'),
    ).toBeVisible();
  },
};

/** The case history cannot be read: said, with 'Try again'; the rest of the page stays. */
export const CaseHistoryFailed: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.error('get', '/tenants/{tenant}/cases')] } },
  },
  play: async ({ canvas }) => {
    const history = await canvas.findByRole('region', { name: 'Case history' });
    await expect(await within(history).findByText('Unable to fetch cases from api.')).toBeVisible();
    await expect(within(history).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** A dispenser that needs nothing: one quiet line where the problems would be. */
export const NothingNeedsAttention: Story = {
  parameters: {
    fakePlatform: { setup: nothingNeedsAttention } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing needs attention here.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /Needs attention/ })).toBeNull();
  },
};

/** Opened from the worklist: the way back is the worklist, with its filters and page. */
export const OpenedFromTheWorklist: Story = {
  args: {
    historyState: cameFromState({ screen: 'attention', to: '/demo/attention?reason=fluid&page=2' }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Needs attention' })).toHaveAttribute(
      'href',
      '/demo/attention?reason=fluid&page=2',
    );
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  },
};

/** Add a comment, edit it, delete it after confirming. */
export const CommentEditAndDelete: Story = {
  play: async ({ canvas, loaded, userEvent, step }) => {
    const h = harnessOf(loaded);
    await canvas.findByRole('list', { name: 'Comments' });
    await step('add', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'New comment' }), 'Refilled today');
      await userEvent.click(canvas.getByRole('button', { name: 'Add comment' }));
      await expect(await canvas.findByText('Refilled today')).toBeVisible();
      await expect(
        requestsTo(h, `/devices/${DEMO_DEVICE.id}/comments`).some((r) => r.method === 'POST'),
      ).toBe(true);
    });
    await step('edit', async () => {
      const item = canvas.getByText('Refilled today').closest('li') as HTMLElement;
      await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
      const field = within(item).getByRole('textbox', { name: 'Comment' });
      await userEvent.clear(field);
      await userEvent.type(field, 'Refilled and cleaned');
      await userEvent.click(within(item).getByRole('button', { name: 'Save' }));
      await expect(await canvas.findByText('Refilled and cleaned')).toBeVisible();
      await expect(
        requestsTo(h, `/devices/${DEMO_DEVICE.id}/comments/`).some((r) => r.method === 'PUT'),
      ).toBe(true);
    });
    await step('delete with confirmation', async () => {
      const item = canvas.getByText('Refilled and cleaned').closest('li') as HTMLElement;
      await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
      const dialog = await within(document.body).findByRole('alertdialog', {
        name: 'Delete this comment?',
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(canvas.queryByText('Refilled and cleaned')).toBeNull());
      const deletes = requestsTo(h, `/devices/${DEMO_DEVICE.id}/comments/`).filter(
        (r) => r.method === 'DELETE',
      );
      await expect(deletes).toHaveLength(1);
      await expect(deletes[0]?.tenantHeader).toBe('demo');
    });
  },
};

/** A 2 x 2 PNG, inlined as the platform answers a stored picture. */
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

/**
 * The pictures the installer took show under their installation (issue 46: saved, never seen);
 * an address in the data that is no picture's (`javascript:`) is not shown at all.
 */
export const InstallationPictures: Story = {
  parameters: {
    fakePlatform: {
      setup: (platform) =>
        platform.edit((state) => {
          const installed = state.installations.find(
            (i) => i.deviceId === DEMO_DEVICE.id && i.status === 'Installed',
          )!;
          installed.images = [
            { id: 'picture-1', url: PICTURE },
            { id: 'picture-2', url: PICTURE },
            { id: 'hostile', url: 'javascript:alert(1)' },
          ];
        }),
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas, canvasElement }) => {
    const pictures = await canvas.findByRole('list', { name: '2 pictures of the installation' });
    const images = within(pictures).getAllByRole('img');
    await expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Picture 1 of 2 of the installed dispenser',
      'Picture 2 of 2 of the installed dispenser',
    ]);
    await expect(canvasElement.querySelector('img[src^="javascript:"]')).toBeNull();
  },
};

/** Two pictures under the device's Installed installation, for the delete stories below. */
const twoPictures: FakePlatformStoryParameters = {
  setup: (platform) =>
    platform.edit((state) => {
      const installed = state.installations.find(
        (i) => i.deviceId === DEMO_DEVICE.id && i.status === 'Installed',
      )!;
      installed.images = [
        { id: 'picture-1', url: PICTURE },
        { id: 'picture-2', url: PICTURE },
      ];
    }),
};

/** Asks to delete picture 1 of 2 and confirms it in the dialog. */
async function deleteFirstPicture(
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
) {
  await canvas.findByRole('list', { name: '2 pictures of the installation' });
  await userEvent.click(await canvas.findByRole('button', { name: 'Delete picture 1 of 2' }));
  const dialog = await within(document.body).findByRole('alertdialog', {
    name: 'Delete this picture?',
  });
  await expect(dialog).toHaveTextContent('This cannot be undone.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

/**
 * A wrong picture can go (issue 46): 'Delete' under it asks first (Cancel keeps it), then one
 * DELETE as the current tenant; the installation shows the picture left, and the page says so.
 */
export const DeletePicture: Story = {
  parameters: { fakePlatform: twoPictures },
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const ask = await canvas.findByRole('button', { name: 'Delete picture 2 of 2' });
    await expect(ask).toHaveTextContent('Delete');
    await userEvent.click(ask);
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Delete this picture?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(
      canvas.getByRole('list', { name: '2 pictures of the installation' }),
    ).toBeVisible();

    await deleteFirstPicture(canvas, userEvent);
    await expect(await canvas.findByText('Picture deleted.')).toBeVisible();
    await expect(
      await canvas.findByRole('list', { name: '1 picture of the installation' }),
    ).toBeVisible();
    const deletes = requestsTo(h, '/device-installations/').filter((r) => r.method === 'DELETE');
    await expect(deletes).toHaveLength(1);
    await expect(deletes[0]?.path).toMatch(/\/device-installations\/[^/]+\/images\/picture-1$/);
    await expect(deletes[0]?.tenantHeader).toBe('demo');
  },
};

/** Deleted meanwhile (another phone): the platform's 404 is said as such, and the list refreshes. */
export const DeletePictureAlreadyGone: Story = {
  parameters: {
    fakePlatform: twoPictures,
    msw: {
      handlers: {
        overrides: [override.notFound('delete', '/device-installations/{id}/images/{imageId}')],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await deleteFirstPicture(canvas, userEvent);
    await expect(await canvas.findByText('The picture was deleted already.')).toBeVisible();
  },
};

/** A delete that fails says so, and both pictures stay. */
export const DeletePictureFails: Story = {
  parameters: {
    fakePlatform: twoPictures,
    msw: {
      handlers: {
        overrides: [override.error('delete', '/device-installations/{id}/images/{imageId}')],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await deleteFirstPicture(canvas, userEvent);
    await expect(await canvas.findByText('Unable to delete the picture.')).toBeVisible();
    await expect(
      canvas.getByRole('list', { name: '2 pictures of the installation' }),
    ).toBeVisible();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** The seed's comment that an installer wrote (neither the staff's nor the story admin's). */
const OTHERS_COMMENT = 'Flyttet fra resepsjonen til korridoren.';

/**
 * Tenant staff (issue 46): another's comment offers neither Edit nor Delete (the platform says
 * so per comment and would refuse both); their own offers both, and its edit names who edited.
 */
export const CommentsOfOthersAsStaff: Story = {
  args: { roles: ['tenant-staff'] },
  play: async ({ canvas, userEvent }) => {
    const comments = await canvas.findByRole('list', { name: 'Comments' });
    const others = within(comments).getByText(OTHERS_COMMENT).closest('li') as HTMLElement;
    await expect(within(others).queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(within(others).queryByRole('button', { name: 'Delete' })).toBeNull();

    await userEvent.type(canvas.getByRole('textbox', { name: 'New comment' }), 'Lokket er løst');
    await userEvent.click(canvas.getByRole('button', { name: 'Add comment' }));
    const mine = (await canvas.findByText('Lokket er løst')).closest('li') as HTMLElement;
    await expect(within(mine).getByText(/^story · /)).toBeVisible();
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    const field = within(mine).getByRole('textbox', { name: 'Comment' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Lokket er festet');
    await userEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    const edited = (await canvas.findByText('Lokket er festet')).closest('li') as HTMLElement;
    await expect(within(edited).getByText(/ · edited .+ by story$/)).toBeVisible();
    await expect(within(edited).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** An administrator may delete another's comment (to clear what should not stand), not edit it. */
export const CommentsOfOthersAsAdministrator: Story = {
  play: async ({ canvas }) => {
    const comments = await canvas.findByRole('list', { name: 'Comments' });
    const others = within(comments).getByText(OTHERS_COMMENT).closest('li') as HTMLElement;
    await expect(within(others).queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(within(others).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** A delete the platform refuses says so, and the comment stays. */
export const DeleteFailing: Story = {
  parameters: {
    msw: {
      handlers: { overrides: [override.error('delete', '/devices/{id}/comments/{commentId}')] },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const comments = await canvas.findByRole('list', { name: 'Comments' });
    const item = within(comments)
      .getByText('Flyttet fra resepsjonen til korridoren.')
      .closest('li') as HTMLElement;
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Delete this comment?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('Unable to delete the comment.')).toBeVisible();
    await expect(canvas.getByText('Flyttet fra resepsjonen til korridoren.')).toBeVisible();
  },
};

/**
 * A hub event of this device shows among its live events; another device's does not. The rows
 * name no device (they are all this one), least of all by its id.
 */
export const LiveEvents: Story = {
  // The row says how long ago the event was, to the second: the clock stands still for the picture.
  parameters: { clock: 'frozen' },
  play: async ({ canvas, loaded }) => {
    const h = harnessOf(loaded);
    await canvas.findByRole('heading', { name: 'Live events' });
    await waitFor(() => expect(h.connection.state).toBe('Connected'));
    await waitFor(() =>
      expect(h.connection.invocations.some((i) => i.methodName === 'JoinTenantGroup')).toBe(true),
    );
    const now = new Date().toISOString();
    h.connection.emit('ReceiveDeviceEvent', {
      deviceId: DEMO_DEVICE.id,
      eventType: 'MotorStuck',
      event: 'MotorStuck',
      timestamp: now,
    });
    h.connection.emit('ReceiveDeviceEvent', {
      deviceId: 'some-other-device',
      eventType: 'MotorRun',
      event: 'MotorRun',
      timestamp: now,
    });
    const live = await canvas.findByRole('list', { name: 'Live events of this device' });
    await waitFor(() => expect(within(live).getByText('Motor stuck')).toBeVisible());
    await expect(within(live).queryByText('Motor ran')).toBeNull();
    await expect(live).not.toHaveTextContent(DEMO_DEVICE.id);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [override.loading('get', '/tenants/{tenant}/devices/{device}/details')],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
  },
};

/** 404: 'Device not found', 'Unable to find device with id {id}', a link to the list. */
export const NotFound: Story = {
  args: { url: '/demo/device/no-such-device' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Device not found')).toBeVisible();
    await expect(canvas.getByText('Unable to find device with id no-such-device')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the device list' })).toHaveAttribute(
      'href',
      '/demo/devices',
    );
  },
};

/** A device whose location is at another tenant: 'Device not at this tenant' and a link to it. */
export const OtherTenant: Story = {
  args: { url: `/demo/device/${SERVICE_DEVICE_FOR_DEMO.id}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Device not at this tenant')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the device' })).toHaveAttribute(
      'href',
      `/service/device/${SERVICE_DEVICE_FOR_DEMO.id}`,
    );
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [override.error('get', '/tenants/{tenant}/devices/{device}/details')],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unable to fetch device from api.')).toBeVisible();
  },
};

/** On a phone: the facts and cards stack under the QR code; nothing scrolls sideways. */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { name: `Device ${DEMO_DEVICE.serialNumber}` }),
    ).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Events' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change fluid type' })).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};

export const Dark: Story = {
  ...inDark,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: `Device ${DEMO_DEVICE.serialNumber}` }),
    ).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Comments' })).toBeVisible();
  },
};

/** A 64-character serial and 100-character names wrap on the device page on a phone (issue 54). */
export const LongestValuesOnPhone: Story = {
  ...onPhone,
  parameters: longestValues,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', {
        name: `Device ${longestSerial(DEMO_DEVICE.serialNumber)}`,
      }),
    ).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Events' })).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};
