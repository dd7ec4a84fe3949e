import { NOTIFICATION_POLICY_DEFAULTS } from '@hygiene/api-client';
import type { FakePlatformStoryParameters } from '@hygiene/fake-platform';
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
import { NotificationSettingsScreen } from './NotificationSettingsScreen';

interface Args {
  url: string;
  roles?: readonly string[];
}

const meta = {
  title: 'Console/Notifications/Settings',
  args: { url: paths.notifications.to('demo') },
  loaders: [harnessLoader],
  render: (args, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url={args.url}
      pattern={paths.notifications.pattern}
      roles={args.roles}
    >
      <NotificationSettingsScreen />
    </StoryHarness>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const preferenceWrites = (h: HarnessContext) =>
  requestsTo(h, '/tenants/demo/notifications/preferences').filter((r) => r.method === 'PUT');
const policyWrites = (h: HarnessContext) =>
  requestsTo(h, '/tenants/demo/notifications/policy').filter((r) => r.method === 'PUT');

/**
 * A person who saved nothing: the tenant's defaults (every reason and severity, everywhere, the
 * bell only, no quiet hours, Bokmål), said as such; push is not offered by a platform without a
 * key; the tenant's policy with Grafana's grouping, editable by an administrator.
 */
export const DefaultsApply: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByText(
        "You have not saved settings of your own: the tenant's defaults apply.",
      ),
    ).toBeVisible();
    const mine = canvas.getByRole('region', { name: 'My notifications' });
    await expect(
      within(mine).getByRole('switch', { name: 'Tell me when a case opens (on duty)' }),
    ).toBeChecked();
    const about = within(mine).getByRole('group', { name: 'About' });
    for (const box of within(about).getAllByRole('checkbox')) await expect(box).toBeChecked();
    const how = within(mine).getByRole('group', { name: 'How' });
    await expect(
      within(how).getByRole('checkbox', { name: 'The bell in the console' }),
    ).toBeChecked();
    await expect(within(how).getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();
    await expect(within(mine).getByRole('switch', { name: 'Quiet hours' })).not.toBeChecked();
    await expect(
      within(mine).getByRole('combobox', { name: 'Language of e-mail and push' }),
    ).toHaveDisplayValue('Norsk bokmål');
    await expect(await canvas.findByText('This platform sends no push messages.')).toBeVisible();
    const policy = await canvas.findByRole('region', { name: 'The tenant’s policy' });
    await expect(
      within(policy).getByRole('textbox', {
        name: 'Wait for more cases before the first message (seconds)',
      }),
    ).toHaveValue('30');
    await expect(
      within(policy).getByRole('textbox', {
        name: 'At least this long between messages to one person (minutes)',
      }),
    ).toHaveValue('5');
    await expect(
      within(policy).getByRole('textbox', {
        name: 'Send an unacknowledged case again after (minutes)',
      }),
    ).toHaveValue('240');
    await expect(within(policy).getByRole('button', { name: 'Save policy' })).toBeEnabled();
    const [read] = requestsTo(harnessOf(loaded), '/tenants/demo/notifications/preferences');
    await expect(read?.tenantHeader).toBe('demo');
  },
};

/** Saving: a quiet hour that is not a time is named and nothing is sent; a valid one is one PUT. */
export const SaveMine: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const mine = await canvas.findByRole('region', { name: 'My notifications' });
    await userEvent.click(within(mine).getByRole('checkbox', { name: 'Low fluid' }));
    await userEvent.click(within(mine).getByRole('switch', { name: 'Quiet hours' }));
    const from = await within(mine).findByRole('textbox', { name: 'From' });
    await userEvent.clear(from);
    await userEvent.type(from, '25:00');
    await userEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    await expect(
      await within(mine).findByText('A time of day as HH:MM, such as 22:00.'),
    ).toBeVisible();
    await expect(preferenceWrites(h)).toHaveLength(0);
    await userEvent.clear(from);
    await userEvent.type(from, '22:30');
    await userEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    // The harness reads a write's body a moment after it records the request.
    await waitFor(() => expect(preferenceWrites(h)[0]?.body).toBeTruthy());
    await expect(preferenceWrites(h)).toHaveLength(1);
    const body = preferenceWrites(h)[0]?.body as Record<string, unknown>;
    await expect(body['quietHours']).toEqual({ from: '22:30', to: '07:00' });
    await expect(body['reasons']).not.toContain('lowFluid');
    await expect(body['channels']).toEqual({ console: true, email: false, push: false });
    await expect(await canvas.findByText('Saved.')).toBeVisible();
    // Saved: the defaults no longer apply.
    await waitFor(() =>
      expect(
        canvas.queryByText("You have not saved settings of your own: the tenant's defaults apply."),
      ).toBeNull(),
    );
  },
};

/** Escalation needs someone to escalate to: said before anything is sent, then one PUT. */
export const PolicyEscalation: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const policy = await canvas.findByRole('region', { name: 'The tenant’s policy' });
    await userEvent.click(
      within(policy).getByRole('switch', { name: 'Escalate an unacknowledged case' }),
    );
    await userEvent.click(within(policy).getByRole('button', { name: 'Save policy' }));
    await expect(
      await within(policy).findByText('Choose at least one person to escalate to.'),
    ).toBeVisible();
    await expect(policyWrites(h)).toHaveLength(0);
    const to = within(policy).getByRole('group', { name: 'To' });
    await waitFor(() => expect(within(to).getAllByRole('checkbox').length).toBeGreaterThan(0));
    await userEvent.click(within(to).getAllByRole('checkbox')[0]!);
    await userEvent.click(within(policy).getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(policyWrites(h)[0]?.body).toBeTruthy());
    await expect(policyWrites(h)).toHaveLength(1);
    const body = policyWrites(h)[0]?.body as {
      escalation: { afterMinutes: number; personIds: string[] };
    };
    await expect(body.escalation.afterMinutes).toBe(30);
    await expect(body.escalation.personIds).toHaveLength(1);
    await expect(await canvas.findByText('Policy saved.')).toBeVisible();
  },
};

/**
 * Tenant staff change their own settings, not the tenant's policy: it is shown, disabled, with
 * the reason, and 'Save policy' is not offered.
 */
export const AsTenantStaff: Story = {
  args: { roles: ['tenant-staff'] },
  play: async ({ canvas }) => {
    const policy = await canvas.findByRole('region', { name: 'The tenant’s policy' });
    await expect(
      await within(policy).findByText(
        'Changing the attention thresholds and the notification policy needs the role Administrator or Service staff. You are signed in as Tenant staff.',
      ),
    ).toBeVisible();
    await expect(within(policy).queryByRole('button', { name: 'Save policy' })).toBeNull();
    await expect(
      within(policy).getByRole('textbox', {
        name: 'Wait for more cases before the first message (seconds)',
      }),
    ).toBeDisabled();
    const mine = canvas.getByRole('region', { name: 'My notifications' });
    await expect(within(mine).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** The stop link of an e-mail: one press turns e-mail off, and the screen says it did. */
export const UnsubscribeEmail: Story = {
  args: { url: `${paths.notifications.to('demo')}?unsubscribe=email` },
  parameters: {
    fakePlatform: {
      setup: (platform) =>
        platform.edit((state) => {
          state.preferences.push({
            ...structuredClone(NOTIFICATION_POLICY_DEFAULTS.defaults),
            channels: { console: true, email: true, push: false },
            tenant: 'demo',
            person: { id: 'administrator', name: 'Administrator' },
            email: 'admin@example.test',
          });
        }),
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await expect(
      await canvas.findByText('You followed the link to stop these e-mails.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop e-mail' }));
    // The harness reads a write's body a moment after it records the request.
    await waitFor(() =>
      expect(
        preferenceWrites(h).map((w) => (w.body as { channels?: unknown } | null)?.channels),
      ).toEqual([{ console: true, email: false, push: false }]),
    );
    await expect(await canvas.findByText('Stopped. You can turn it on again here.')).toBeVisible();
    const how = within(canvas.getByRole('region', { name: 'My notifications' })).getByRole(
      'group',
      { name: 'How' },
    );
    await waitFor(() =>
      expect(within(how).getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked(),
    );
  },
};

/** The settings cannot be read: said, with 'Try again'. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [override.error('get', '/tenants/{tenant}/notifications/preferences')],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Unable to fetch notification settings from api.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })[0]).toBeVisible();
  },
};

/** As installers and cleaners read it: a phone, dark, in Bokmål; nothing scrolls sideways. */
export const PhoneDarkBokmal: Story = {
  ...onPhone,
  globals: { ...onPhone.globals, ...inDark.globals, language: 'nb' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Varsler', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Mine varsler' })).toBeVisible();
    await canvas.findByRole('region', { name: 'Leietakerens regler' });
    await expectFitsPhone(canvasElement);
  },
};
