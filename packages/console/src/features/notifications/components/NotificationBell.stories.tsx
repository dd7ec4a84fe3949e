import type { FakePlatform, FakePlatformStoryParameters } from '@hygiene/fake-platform';
import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { paths } from '../../../routing/paths';
import {
  harnessLoader,
  harnessOf,
  requestsTo,
  StoryHarness,
  type HarnessContext,
} from '../../../testing/StoryHarness';
import { expectFitsPhone, inDark, onPhone } from '../../../testing/storyViews';
import { NotificationBell } from './NotificationBell';

interface Args {
  url: string;
}

/**
 * The bell of the app bar alone (issue 50), as the signed-in administrator sees it at demo: the
 * cases new to them (their settings: the tenant's defaults, every case), live, and a panel of
 * the newest with 'Mark all as seen' and the settings.
 */
const meta = {
  title: 'Console/Notifications/Bell',
  args: { url: paths.dashboard.to('demo') },
  loaders: [harnessLoader],
  render: (args, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url={args.url}
      pattern={paths.dashboard.pattern}
    >
      <header aria-label="App bar" style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <NotificationBell />
      </header>
    </StoryHarness>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything open was seen just now: the bell has nothing new. */
function allSeen(platform: FakePlatform): void {
  platform.edit((state) => {
    state.notifier.push({
      tenant: 'demo',
      personId: 'administrator',
      lastSentAt: null,
      pending: [],
      pendingSince: null,
      seenUntil: state.now,
    });
  });
}

/**
 * Unread cases: the count on the bell and in its name; the panel lists the newest, each linking
 * to its device; 'Mark all as seen' sends one POST, and the bell has nothing new after.
 */
export const Unread: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const bell = await canvas.findByRole('button', { name: /^Notifications, \d+ new$/ });
    await expect(canvas.getByTestId('bell-count')).toBeVisible();
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = await canvas.findByRole('region', { name: 'New cases' });
    const links = within(panel).getAllByRole('link', {
      name: /^(Empty|Low fluid|Battery critical|Battery low|Offline|Motor stuck): /,
    });
    await expect(links.length).toBeGreaterThan(0);
    await expect(links[0]?.getAttribute('href')).toMatch(/^\/demo\/device\//);
    await expect(
      within(panel).getByRole('link', { name: 'Notification settings' }),
    ).toHaveAttribute('href', '/demo/notifications');
    const [read] = requestsTo(h, '/tenants/demo/notifications');
    await expect(read?.tenantHeader).toBe('demo');
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as seen' }));
    await waitFor(() =>
      expect(requestsTo(h, '/tenants/demo/notifications/seen')[0]?.method).toBe('POST'),
    );
    await expect(
      await canvas.findByRole('button', { name: 'Notifications, none new' }),
    ).toBeVisible();
    await expect(await within(panel).findByText('Nothing new for you.')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Mark all as seen' })).toBeDisabled();
  },
};

/** Nothing new: no count; the panel says so; Escape closes it and gives focus back to the bell. */
export const NothingNew: Story = {
  parameters: { fakePlatform: { setup: allSeen } satisfies FakePlatformStoryParameters },
  play: async ({ canvas, userEvent }) => {
    const bell = await canvas.findByRole('button', { name: 'Notifications, none new' });
    await expect(canvas.queryByTestId('bell-count')).toBeNull();
    await userEvent.click(bell);
    await expect(await canvas.findByText('Nothing new for you.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'New cases' })).toBeNull());
    await expect(bell).toHaveFocus();
  },
};

/** The platform fails: the bell stays, and its panel says what failed. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.error('get', '/tenants/{tenant}/notifications')] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, none new' }));
    await expect(await canvas.findByText('Unable to fetch notifications from api.')).toBeVisible();
  },
};

/** On a phone, dark, the panel open: it fits the 360 px screen. */
export const PhoneDarkOpen: Story = {
  ...onPhone,
  globals: { ...onPhone.globals, ...inDark.globals },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Notifications, \d+ new$/ }));
    await canvas.findByRole('region', { name: 'New cases' });
    await expectFitsPhone(canvasElement);
  },
};
