import { SERIAL_NUMBER_MAX_LENGTH } from '@hygiene/api-client';
import { override } from '@hygiene/fake-platform';
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
import { expectFitsPhone, onPhone } from '../../../testing/storyViews';
import { InstallationsScreen } from './InstallationsScreen';
import { expectVersioned, expectNotClipped } from '../../../testing/storyChecks';

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
