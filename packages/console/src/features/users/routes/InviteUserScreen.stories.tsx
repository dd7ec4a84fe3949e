import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within, type userEvent as UserEvent } from 'storybook/test';

import { paths } from '../../../routing/paths';
import {
  harnessOf,
  harnessLoader,
  requestsTo,
  StoryHarness,
  type HarnessContext,
} from '../../../testing/StoryHarness';
import { usersStoryApi } from '../../../testing/userStoryData';
import { expectFitsPhone, inDark, onPhone } from '../../../testing/storyViews';
import { InviteUserScreen } from './InviteUserScreen';

const meta = {
  title: 'Console/Users/Invite a user',
  loaders: [harnessLoader],
  render: (args, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url="/demo/users/invite"
      pattern={paths.userInvite.pattern}
      roles={args.roles}
    >
      <InviteUserScreen />
    </StoryHarness>
  ),
} satisfies Meta<{ roles?: readonly string[] }>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type User = ReturnType<typeof UserEvent.setup>;

const invites = (h: HarnessContext) => requestsTo(h, '/users').filter((r) => r.method === 'POST');
const inviteButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Invite' });

/** Fills the form; `group` and `section` name the boxes to tick (null ticks none). */
async function fill(
  canvas: Canvas,
  user: User,
  {
    email = 'grace.hopper@demo.example',
    group = 'Installer' as string | null,
    section = 0 as number | null,
  } = {},
) {
  const groups = await canvas.findByRole('group', { name: 'Groups' });
  const sections = await canvas.findByRole('group', { name: 'Allowed sections' });
  if (email) await user.type(canvas.getByRole('textbox', { name: 'Email' }), email);
  await user.type(canvas.getByRole('textbox', { name: 'First name' }), 'Grace');
  await user.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Hopper');
  if (group) await user.click(within(groups).getByRole('checkbox', { name: group }));
  if (section !== null) await user.click(within(sections).getAllByRole('checkbox')[section]!);
  return { groups, sections };
}

/** Empty: Invite is disabled and says what is missing. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Invite a user' })).toBeVisible();
    await canvas.findByRole('group', { name: 'Groups' });
    await expect(inviteButton(canvas)).toBeDisabled();
    await expect(inviteButton(canvas)).toHaveAccessibleDescription(
      'To invite, fill in: email, first name, last name, at least one group, at least one section',
    );
  },
};

/** Everything filled: the exact payload of spec §3, then 'Invitation sent to {email}'. */
export const Sent: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    const { groups, sections } = await fill(canvas, userEvent);
    const groupId = (
      within(groups).getByRole('checkbox', { name: 'Installer' }) as HTMLInputElement
    ).value;
    const sectionId = (within(sections).getAllByRole('checkbox')[0] as HTMLInputElement).value;
    await expect(inviteButton(canvas)).toBeEnabled();
    await userEvent.click(inviteButton(canvas));

    await expect(
      await canvas.findByText('Invitation sent to grace.hopper@demo.example'),
    ).toBeVisible();
    const [sent] = invites(h);
    await expect(sent?.tenantHeader).toBe('demo');
    await expect(sent?.body).toStrictEqual({
      userInfo: {
        email: 'grace.hopper@demo.example',
        firstName: 'Grace',
        lastName: 'Hopper',
        groups: [groupId],
        tenantId: 'demo',
      },
      allowedSections: [sectionId],
    });
    // The form is cleared for the next invitation.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(inviteButton(canvas)).toBeDisabled();
    // The platform has the user.
    const found = await usersStoryApi().listUsers({ term: 'grace.hopper' });
    await expect(found.ok && found.data.items.map((u) => u.lastName)).toEqual(['Hopper']);
  },
};

/** No group ticked: Invite stays disabled and names the missing group. */
export const MissingGroup: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await fill(canvas, userEvent, { group: null });
    await expect(inviteButton(canvas)).toBeDisabled();
    await expect(inviteButton(canvas)).toHaveAccessibleDescription(
      'To invite, fill in: at least one group',
    );
    await expect(invites(harnessOf(loaded))).toHaveLength(0);
  },
};

/** No section ticked: Invite stays disabled and names the missing section. */
export const MissingSection: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const { sections } = await fill(canvas, userEvent, { section: 0 });
    // Ticked, then unticked again.
    await userEvent.click(within(sections).getAllByRole('checkbox')[0]!);
    await expect(inviteButton(canvas)).toBeDisabled();
    await expect(inviteButton(canvas)).toHaveAccessibleDescription(
      'To invite, fill in: at least one section',
    );
    await expect(invites(harnessOf(loaded))).toHaveLength(0);
  },
};

/** Blank names count as empty. */
export const BlankName: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    const first = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.type(first, '   ');
    await expect(inviteButton(canvas)).toBeDisabled();
    await expect(inviteButton(canvas)).toHaveAccessibleDescription(
      'To invite, fill in: first name',
    );
  },
};

/**
 * An email that cannot be an address (issue 46; spec §5 left the format unchecked): said at the
 * field once it is left, Invite stays disabled, nothing is sent; put right, it goes.
 */
export const EmailNotAnAddress: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await fill(canvas, userEvent, { email: 'ola nordmann@sykehus.no' });
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      /Enter an email address, such as ola\.nordmann@sykehus\.no\./,
    );
    await expect(inviteButton(canvas)).toBeDisabled();
    await expect(invites(harnessOf(loaded))).toHaveLength(0);
    await userEvent.clear(email);
    await userEvent.type(email, 'ola.nordmann@sykehus.no');
    await expect(inviteButton(canvas)).toBeEnabled();
  },
};

/**
 * The address has a user already (409): said as such, not as a failed send; everything typed
 * stays.
 */
export const EmailExists: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('post', '/users', 409)] } } },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(inviteButton(canvas));
    const error = await canvas.findByText(
      'A user with the email grace.hopper@demo.example exists already. Find them in the user list instead.',
    );
    await expect(error.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.queryByText('An error occured while trying to send email.')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'grace.hopper@demo.example',
    );
  },
};

/** The platform fails: the spec's error, and everything typed is kept for another try. */
export const ApiFailure: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('post', '/users')] } } },
  play: async ({ canvas, loaded, userEvent }) => {
    const { groups } = await fill(canvas, userEvent);
    await userEvent.click(inviteButton(canvas));
    const error = await canvas.findByText('An error occured while trying to send email.');
    await expect(error.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'grace.hopper@demo.example',
    );
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
    await expect(within(groups).getByRole('checkbox', { name: 'Installer' })).toBeChecked();
    await expect(inviteButton(canvas)).toBeEnabled();
    await expect(invites(harnessOf(loaded))).toHaveLength(1);
  },
};

/** A double click sends one invitation: saving is ignored while loading (spec §4). */
export const DoubleClick: Story = {
  parameters: { msw: { handlers: { overrides: [override.loading('post', '/users')] } } },
  play: async ({ canvas, loaded, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.dblClick(inviteButton(canvas));
    await expect(await canvas.findByText('Sending invitation ...')).toBeVisible();
    await expect(inviteButton(canvas)).toBeDisabled();
    await waitFor(() => expect(invites(harnessOf(loaded))).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(invites(harnessOf(loaded))).toHaveLength(1);
  },
};

/** The groups endpoint fails: its error with a retry, in place of the checklist. */
export const GroupsError: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('get', '/groups')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unable to fetch groups from api.')).toBeVisible();
    // The sections arrive on their own request, which may answer after the groups' failure.
    await expect(await canvas.findByRole('group', { name: 'Allowed sections' })).toBeVisible();
    await expect(inviteButton(canvas)).toBeDisabled();
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('group', { name: 'Groups' });
    await expectFitsPhone(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Groups' })).toBeVisible();
  },
};

/**
 * Only administrators invite (roles table). Service staff at the address (typed; the list
 * offers no link to them) see 'Not allowed' and why, no form, and nothing is sent.
 */
export const AsServiceStaff: Story = {
  args: { roles: ['service-staff'] },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('Not allowed')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Invite a user' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Inviting, changing and deleting users needs the role Administrator. ' +
          'You are signed in as Service staff.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Invite' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to users' })).toHaveAttribute(
      'href',
      '/demo/users',
    );
    await expect(harnessOf(loaded).requests).toEqual([]);
  },
};

/** A tenant's own staff likewise, on a phone in the dark theme. */
export const AsTenantStaffPhoneDark: Story = {
  ...onPhone,
  globals: { ...onPhone.globals, ...inDark.globals },
  args: { roles: ['tenant-staff'] },
  play: async ({ canvas, canvasElement, loaded }) => {
    await expect(
      await canvas.findByText(
        'Inviting, changing and deleting users needs the role Administrator. ' +
          'You are signed in as Tenant staff.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Invite' })).toBeNull();
    await expect(invites(harnessOf(loaded))).toEqual([]);
    await expectFitsPhone(canvasElement);
  },
};
