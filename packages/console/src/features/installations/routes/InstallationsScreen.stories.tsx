import { SERIAL_NUMBER_MAX_LENGTH } from '@hygiene/api-client';
import { override, type FakePlatformStoryParameters } from '@hygiene/fake-platform';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { paths } from '../../../routing/paths';
import {
  harnessOf,
  harnessLoader,
  requestsTo,
  storyApi,
  StoryHarness,
  type HarnessContext,
} from '../../../testing/StoryHarness';
import { longestValues } from '../../../testing/longestValues';
import { expectFitsPhone, inDark, onPhone } from '../../../testing/storyViews';
import { SERVICE_DEVICE_FOR_DEMO } from '../../../testing/storyData';
import { InstallationsScreen } from './InstallationsScreen';
import { expectVersioned, expectNotClipped, page } from '../../../testing/storyChecks';
import { localDay } from '../installationPlan';

interface Args {
  url: string;
}

const meta = {
  title: 'Console/Installations/Plan installations',
  args: { url: '/service/installations' },
  loaders: [harnessLoader],
  render: (args, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url={args.url}
      tenant="service"
      pattern={paths.installations.pattern}
    >
      <InstallationsScreen />
    </StoryHarness>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const listRequests = (h: HarnessContext) => requestsTo(h, '/device-installations?');

type Canvas = StoryContext['canvas'];
type UserEvent = StoryContext['userEvent'];

/** The list's first installation and the serial it shows. */
async function firstInstallation(canvas: Canvas) {
  const list = await canvas.findByRole('list', { name: 'Installations' });
  const item = (await within(list).findAllByRole('listitem'))[0]!;
  return { item, serial: within(item).getByRole('link').textContent ?? '' };
}

/** 'Abort' on the installation's card, then the second tap that confirms it. */
async function abortWithSecondTap(item: HTMLElement, serial: string, userEvent: UserEvent) {
  await userEvent.click(
    within(item).getByRole('button', { name: `Abort the installation of ${serial}` }),
  );
  const confirm = within(item).getByRole('group', { name: `Abort the installation of ${serial}?` });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Abort' }));
}

/**
 * The service tenant's installations: 20 a page, newest first, each linking to its device
 * (the device entry page, where it can be installed or opened).
 */
export const Default: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Plan installations' }),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Installations' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThan(0);
    await expect(items.length).toBeLessThanOrEqual(20);
    const link = within(items[0]!).getByRole('link');
    await expect(link).toHaveAttribute('href', `/service/devices/${link.textContent}`);
    const request = listRequests(harnessOf(loaded))[0];
    await expect(request?.url.searchParams.get('pageSize')).toBe('20');
    await expect(request?.tenantHeader).toBe('service');
  },
};

/**
 * Filtered by tenant (`tenantIdentifierFilter`) and status (`installationStatusFilter`, every
 * spelling of it); the filter lives in the address.
 */
export const Filtered: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const tenant = canvas.getByRole('combobox', { name: 'Tenant' });
    await waitFor(() => expect(within(tenant).getAllByRole('option').length).toBeGreaterThan(2));
    await userEvent.selectOptions(tenant, 'demo');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Ready');
    await waitFor(() => {
      const params = listRequests(h).at(-1)?.url.searchParams;
      return expect([
        params?.get('tenantIdentifierFilter'),
        params?.getAll('installationStatusFilter'),
      ]).toEqual(['demo', ['Ready', 'READY']]);
    });
    const list = await canvas.findByRole('list', { name: 'Installations' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .every(
            (item) => item.textContent?.includes('Ready') && item.textContent.includes('demo'),
          ),
      ).toBe(true),
    );
  },
};

/** 'Keep it' takes the abort back without asking the platform. */
export const AbortKept: Story = {
  args: { url: '/service/installations?installationStatusFilter=Ready' },
  play: async ({ canvas, loaded, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Installations' });
    const first = (await within(list).findAllByRole('listitem'))[0]!;
    await userEvent.click(within(first).getByRole('button', { name: /^Abort the installation/ }));
    await userEvent.click(within(first).getByRole('button', { name: 'Keep it' }));
    await expect(
      within(first).getByRole('button', { name: /^Abort the installation/ }),
    ).toBeVisible();
    await expect(harnessOf(loaded).requests.some((r) => r.method === 'PATCH')).toBe(false);
  },
};

/** Only an active installation (Ready or InProgress) offers Abort. */
export const AbortOnlyActive: Story = {
  args: { url: '/service/installations?installationStatusFilter=Installed' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Installations' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Installed'),
    );
    await expect(within(list).queryAllByRole('button', { name: /^Abort/ })).toHaveLength(0);
  },
};

/**
 * Issue 51: an installation completed without the device's own event says 'Installed, not
 * verified', and one verified by it 'Installed, verified', so someone goes back to the first.
 */
export const InstalledNotVerified: Story = {
  args: { url: '/service/installations?installationStatusFilter=Installed' },
  parameters: {
    fakePlatform: {
      setup: (platform) =>
        platform.edit((state) => {
          const installed = state.installations.filter(
            (i) => i.status === 'Installed' && i.completion,
          );
          installed.forEach((installation, index) => {
            installation.completion!.verification =
              index % 2 === 0
                ? {
                    status: 'notVerified',
                    eventType: null,
                    eventTimestamp: null,
                    batteryLevel: null,
                  }
                : {
                    status: 'verified',
                    eventType: 'HandSense',
                    eventTimestamp: installation.completion!.completed,
                    batteryLevel: 80,
                  };
          });
        }),
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Installations' });
    await expect(
      (await within(list).findAllByText('Installed, not verified')).length,
    ).toBeGreaterThan(0);
    await expect(within(list).getAllByText('Installed, verified').length).toBeGreaterThan(0);
  },
};

/** Aborting an active installation, after a second tap: PATCH status Aborted. */
export const Abort: Story = {
  args: { url: '/service/installations?installationStatusFilter=Ready' },
  play: async ({ canvas, loaded, userEvent }) => {
    const { item, serial } = await firstInstallation(canvas);
    await abortWithSecondTap(item, serial, userEvent);
    await expect(
      await canvas.findByText(`The installation of ${serial} was aborted.`),
    ).toBeVisible();
    const patch = harnessOf(loaded).requests.find((r) => r.method === 'PATCH');
    await expect(patch?.path).toMatch(/^\/device-installations\/.+\/status$/);
    // On the version the list showed (issue 54).
    await expectVersioned(patch);
    const page = await storyApi('service').listInstallations({
      installationStatusFilter: ['Aborted'],
      pageSize: 1000,
    });
    await expect(page.ok && page.data.items.some((i) => i.serialnumber === serial)).toBe(true);
  },
};

/**
 * Someone changed the installation after the list was read (here: gave it an installer): the
 * abort answers 412, the installation is not aborted, the page says so and reads the list again.
 */
export const AbortChangedElsewhere: Story = {
  args: { url: '/service/installations?installationStatusFilter=Ready' },
  play: async ({ canvas, loaded, userEvent }) => {
    const { item, serial } = await firstInstallation(canvas);
    const api = storyApi('service');
    const listed = await api.listInstallations({
      installationStatusFilter: ['Ready'],
      pageSize: 1000,
    });
    const installation = listed.ok
      ? listed.data.items.find((i) => i.serialnumber === serial)
      : undefined;
    await expect(
      (await api.setInstallationInstaller(installation!.id, { installer: 'someone-else' })).ok,
    ).toBe(true);
    const listReadsBefore = listRequests(harnessOf(loaded)).length;
    await abortWithSecondTap(item, serial, userEvent);
    await expect(
      await canvas.findByText(new RegExp(`The installation of ${serial} changed elsewhere`)),
    ).toBeVisible();
    const after = await api.listInstallations({
      installationStatusFilter: ['Aborted'],
      pageSize: 1000,
    });
    await expect(after.ok && after.data.items.some((i) => i.serialnumber === serial)).toBe(false);
    // The list is read again.
    await waitFor(() =>
      expect(listRequests(harnessOf(loaded)).length).toBeGreaterThan(listReadsBefore),
    );
  },
};

/** The abort fails: said, and the installation stays. */
export const AbortFails: Story = {
  args: { url: '/service/installations?installationStatusFilter=Ready' },
  parameters: {
    msw: {
      handlers: { overrides: [override.error('patch', '/device-installations/{id}/status')] },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const { item, serial } = await firstInstallation(canvas);
    await abortWithSecondTap(item, serial, userEvent);
    await expect(await canvas.findByText('Unable to abort the installation.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.empty('get', '/device-installations')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No installations.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.error('get', '/device-installations')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unable to fetch installations from api.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.loading('get', '/device-installations')] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: 'Plan installations' }),
    ).toBeVisible();
  },
};

/** On a phone: cards, no sideways scrolling. */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Installations' });
    await expectFitsPhone(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { url: '/service/installations?installationStatusFilter=Ready' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Installations' })).toBeVisible();
  },
};

/**
 * Demo's installations with the longest serial numbers the contract allows (64): each card holds
 * the whole serial, wrapped, and nothing scrolls sideways on a phone (issue 54).
 */
export const LongestValuesOnPhone: Story = {
  ...onPhone,
  args: { url: '/service/installations?tenantIdentifierFilter=demo' },
  parameters: longestValues,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Installations' });
    const [first] = within(list).getAllByRole('link');
    await expect(first?.textContent?.trim()).toHaveLength(SERIAL_NUMBER_MAX_LENGTH);
    await expectNotClipped(within(list).getAllByRole('listitem')[0]);
    await expectFitsPhone(canvasElement);
  },
};

// ------------------------------------------------------------ planning one (issue 46)

/** In stock, its installations taken away by the setup: free to be planned. */
const FREE_SERIAL = SERVICE_DEVICE_FOR_DEMO.serialNumber;
const freeStockDevice = {
  fakePlatform: {
    setup: (platform) =>
      platform.edit((state) => {
        state.installations = state.installations.filter(
          (i) => i.deviceId !== SERVICE_DEVICE_FOR_DEMO.id,
        );
      }),
  } satisfies FakePlatformStoryParameters,
};
/** Three days after the story clock's today, in the browser's time zone. */
const inThreeDays = () => localDay(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000));

/** 'Plan installation', once the roles table offers it, and its dialog. */
async function openPlanDialog(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Plan installation' }));
  const dialog = within(await page.findByRole('dialog', { name: 'Plan an installation' }));
  // The dialog puts focus in its first field once it has opened, a moment after it shows: a
  // play function typing before that saw its text land in the serial number (a clean run).
  await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Serial number' })).toHaveFocus());
  return dialog;
}

type Dialog = Awaited<ReturnType<typeof openPlanDialog>>;

/** The serial, tenant and day, as typed and chosen. */
async function fillPlan(dialog: Dialog, userEvent: UserEvent, serial: string, day: string) {
  await userEvent.type(dialog.getByRole('textbox', { name: 'Serial number' }), serial);
  const tenant = dialog.getByRole('combobox', { name: 'Tenant' });
  await waitFor(() => expect(within(tenant).getAllByRole('option').length).toBeGreaterThan(2));
  await userEvent.selectOptions(tenant, 'demo');
  await userEvent.type(dialog.getByLabelText('Day'), day);
}

const planRequests = (h: HarnessContext) =>
  h.requests.filter((r) => r.method === 'POST' && r.path === '/device-installations');

/**
 * Planning one: a serial typed in lower case, the tenant, a day, a room of that tenant found by
 * search and an installer. One POST (service tenant) with the serial in capitals and the
 * extensions' room, day and installer; the page says what was planned, and the list shows it
 * Ready with its day, room and installer.
 */
export const PlanOne: Story = {
  parameters: freeStockDevice,
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const day = inThreeDays();
    const dialog = await openPlanDialog(canvas, userEvent);
    await fillPlan(dialog, userEvent, FREE_SERIAL.toLowerCase(), day);
    const rooms = dialog.getByRole('group', { name: 'Room (if known)' });
    await userEvent.type(
      await within(rooms).findByRole('combobox', { name: 'Search rooms' }),
      'Toalett',
    );
    const room = (await within(rooms).findAllByRole('option', { name: /^Toalett/ }))[0]!;
    await userEvent.click(room);
    const chosen = await within(rooms).findByText(/^Planned room: Toalett/);
    const roomName = chosen.textContent!.replace('Planned room: ', '').split(' · ')[0]!;
    const installer = dialog.getByRole('combobox', { name: 'Installer' });
    await waitFor(() => expect(within(installer).getAllByRole('option').length).toBeGreaterThan(1));
    const firstInstaller = within(installer).getAllByRole('option')[1] as HTMLOptionElement;
    await userEvent.selectOptions(installer, firstInstaller.value);
    // People only: the service tenant's screen users are not offered (issue 46).
    const asked = requestsTo(h, '/users?').at(-1);
    await expect(asked?.url.searchParams.get('screenUsers')).toBe('false');
    // The seed's screen users are named by their device ('Tablet …', 'Wall screen …') and are
    // the newest users, so they came first before.
    const offered = within(installer)
      .getAllByRole('option')
      .map((o) => o.textContent ?? '');
    await expect(offered.filter((name) => /^(Tablet|Wall screen) /.test(name))).toEqual([]);

    await userEvent.click(dialog.getByRole('button', { name: 'Plan installation' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    const [sent, ...more] = planRequests(h);
    await expect(more).toHaveLength(0);
    await expect(sent?.tenantHeader).toBe('service');
    await expect(sent?.body).toMatchObject({
      serialnumber: FREE_SERIAL,
      tenantIdentifier: 'demo',
      plannedFor: day,
      installer: firstInstaller.value,
    });
    await expect((sent?.body as { roomId?: string }).roomId).toBeTruthy();
    const shownDay = new Intl.DateTimeFormat('nb-NO', {
      dateStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`));
    await expect(
      await canvas.findByText(
        `The installation of ${FREE_SERIAL} at demo is planned for ${shownDay}.`,
      ),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Installations' });
    const card = await waitFor(() => {
      const found = within(list)
        .getAllByRole('listitem')
        .find((item) => within(item).queryByRole('link', { name: FREE_SERIAL }));
      if (!found) throw new globalThis.Error('not listed yet');
      return found;
    });
    await expect(card).toHaveTextContent('Ready');
    await expect(card).toHaveTextContent(`Planned for${shownDay}`);
    await expect(card).toHaveTextContent(`Room${roomName} · `);
    await expect(card).toHaveTextContent(firstInstaller.textContent ?? '');
  },
};

/**
 * The dialog as it opens: 'Plan' is disabled and says what is still needed; a day before today is
 * said at the field; the room waits for the tenant. Nothing is sent.
 */
export const PlanMissing: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const dialog = await openPlanDialog(canvas, userEvent);
    const plan = dialog.getByRole('button', { name: 'Plan installation' });
    await expect(plan).toBeDisabled();
    await expect(plan).toHaveAccessibleDescription('Still needed: serial number, tenant, day');
    await expect(
      dialog.getByText('Choose the tenant first: its rooms are offered here.'),
    ).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Day'), '2020-01-01');
    // The form judges the day once it has read the change: a render later, on a busy machine.
    await expect(await dialog.findByText('Choose today or a later day.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(planRequests(harnessOf(loaded))).toHaveLength(0);
  },
};

/** A serial no device has (404): said at the field, the dialog open with what was typed. */
export const PlanUnknownSerial: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPlanDialog(canvas, userEvent);
    await fillPlan(dialog, userEvent, 'NOPE-404', inThreeDays());
    await userEvent.click(dialog.getByRole('button', { name: 'Plan installation' }));
    const field = dialog.getByRole('textbox', { name: 'Serial number' });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/No device has the serial number NOPE-404\./),
    );
    await expect(field).toHaveValue('NOPE-404');
    await expect(page.getByRole('dialog', { name: 'Plan an installation' })).toBeVisible();
  },
};

/** The device has an installation that is Ready or In progress (409): said, nothing planned. */
export const PlanConflict: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPlanDialog(canvas, userEvent);
    await fillPlan(dialog, userEvent, FREE_SERIAL, inThreeDays());
    await userEvent.click(dialog.getByRole('button', { name: 'Plan installation' }));
    await expect(
      await dialog.findByText(
        `${FREE_SERIAL} already has an installation that is Ready or In progress. Abort that one first, or let the installer complete it.`,
      ),
    ).toBeVisible();
  },
};

/** The platform fails (500): the spec's error, the dialog open to try again. */
export const PlanFails: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.error('post', '/device-installations')] } },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openPlanDialog(canvas, userEvent);
    await fillPlan(dialog, userEvent, FREE_SERIAL, inThreeDays());
    await userEvent.click(dialog.getByRole('button', { name: 'Plan installation' }));
    await expect(await dialog.findByText('Unable to plan the installation.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Plan installation' })).toBeEnabled();
  },
};

/** On a phone, dark, in Bokmål: the dialog fits 360 px and speaks Bokmål. */
export const PlanOnPhoneDarkInNorwegian: Story = {
  ...onPhone,
  globals: { ...onPhone.globals, ...inDark.globals, language: 'nb' },
  parameters: freeStockDevice,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Planlegg installasjon' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Planlegg en installasjon' }));
    await expect(
      dialog.getByRole('button', { name: 'Planlegg installasjon' }),
    ).toHaveAccessibleDescription('Mangler: serienummer, kunde, dag');
    const tenant = dialog.getByRole('combobox', { name: 'Kunde' });
    await waitFor(() => expect(within(tenant).getAllByRole('option').length).toBeGreaterThan(2));
    await userEvent.selectOptions(tenant, 'demo');
    await within(dialog.getByRole('group', { name: 'Rom (hvis kjent)' })).findAllByRole('option');
    await expectFitsPhone(canvasElement);
  },
};
