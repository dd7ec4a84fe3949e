import { EMAIL_MAX_LENGTH } from '@hygiene/api-client';
import type { FakePlatformStoryParameters } from '@hygiene/fake-platform';
import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { longestValues } from '../../../testing/longestValues';
import { expectFitsPhone, inDark, onPhone } from '../../../testing/storyViews';

import { paths } from '../../../routing/paths';
import {
  harnessOf,
  harnessLoader,
  requestsTo,
  StoryHarness,
  type HarnessContext,
} from '../../../testing/StoryHarness';
import { addStoryUser, removeDemoUsers, STORY_USER } from '../../../testing/userStoryData';
import { expectWithheld } from '../../../testing/withheld';
import { UserListScreen } from './UserListScreen';

interface Args {
  url: string;
  /** The signed-in user's realm roles (the harness's default: administrator). */
  roles?: readonly string[];
}

const meta = {
  title: 'Console/Users/User list',
  args: { url: '/demo/users' },
  loaders: [harnessLoader],
  parameters: {
    fakePlatform: {
      setup: (platform) =>
        addStoryUser(platform, { groups: ['Installer', 'Tenant staff'], sections: 2 }),
    } satisfies FakePlatformStoryParameters,
  },
  render: (args, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url={args.url}
      pattern={paths.users.pattern}
      roles={args.roles}
    >
      <UserListScreen />
    </StoryHarness>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const listRequests = (h: HarnessContext) =>
  requestsTo(h, '/users?').filter((r) => r.url.searchParams.get('pageSize') === '9');

/** The first page: 9 cards, each with name, email, groups and sections; the two links. */
export const Many: Story = {
  play: async ({ canvas, loaded }) => {
    const list = await canvas.findByRole('list', { name: 'Users' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(9);
    for (const card of cards) {
      await expect(within(card).getByRole('heading', { level: 2 })).toBeVisible();
      await expect(within(card).getByText('Email')).toBeVisible();
      await expect(within(card).getByText('Groups')).toBeVisible();
      await expect(within(card).getByText('Allowed sections')).toBeVisible();
    }
    // Demo's newest users are its screens.
    await expect(within(list).getAllByText(/^screen\d+@/).length).toBeGreaterThan(0);
    await expect(await canvas.findByRole('link', { name: 'Invite a user' })).toHaveAttribute(
      'href',
      '/demo/users/invite',
    );
    await expect(canvas.getByRole('link', { name: 'Add a screen user' })).toHaveAttribute(
      'href',
      '/demo/users/screen',
    );
    await expect(canvas.getByText(/^Page 1 of \d+$/)).toBeVisible();

    const [first] = listRequests(harnessOf(loaded));
    await expect(first?.method).toBe('GET');
    await expect(first?.url.searchParams.get('page')).toBe('1');
    await expect(first?.url.searchParams.has('term')).toBe(false);
    await expect(first?.tenantHeader).toBe('demo');
    await expect(first?.authorization).toBe('Bearer story-token');
  },
};

/** Search waits 200 ms and asks once with `term`; emptying the box reloads the full list. */
export const Search: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await canvas.findByRole('list', { name: 'Users' });
    const box = canvas.getByRole('searchbox', { name: 'Search users' });
    await userEvent.type(box, 'lovelace');
    await waitFor(() =>
      expect(listRequests(h).at(-1)?.url.searchParams.get('term')).toBe('lovelace'),
    );
    await expect(listRequests(h).filter((r) => r.url.searchParams.has('term'))).toHaveLength(1);
    const link = await canvas.findByRole('link', { name: 'Ada Lovelace' });
    await expect(link).toHaveAttribute('href', `/demo/users/${STORY_USER.id}`);
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Users' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    const card = within(canvas.getByRole('list', { name: 'Users' })).getByRole('listitem');
    await expect(card).toHaveTextContent(STORY_USER.email);
    await expect(card).toHaveTextContent('Installer, Tenant staff');

    const before = listRequests(h).length;
    await userEvent.clear(box);
    // An empty search asks again, without a term.
    await waitFor(() => expect(listRequests(h).length).toBe(before + 1));
    await expect(listRequests(h).at(-1)?.url.searchParams.has('term')).toBe(false);
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Users' })).getAllByRole('listitem'),
      ).toHaveLength(9),
    );
  },
};

/** Filtering by a group asks with `groups` (its id) and shows only that group's members. */
export const FilterByGroup: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await canvas.findByRole('list', { name: 'Users' });
    const group = canvas.getByRole('combobox', { name: 'Group' });
    await waitFor(() => expect(within(group).getAllByRole('option').length).toBeGreaterThan(1));
    const screen = within(group).getByRole('option', { name: 'Screen' }) as HTMLOptionElement;
    await userEvent.selectOptions(group, screen.value);
    await waitFor(() =>
      expect(listRequests(h).at(-1)?.url.searchParams.getAll('groups')).toEqual([screen.value]),
    );
    await waitFor(() => {
      const cards = within(canvas.getByRole('list', { name: 'Users' })).getAllByRole('listitem');
      return expect(cards.every((c) => /screen\d+@/.test(c.textContent ?? ''))).toBe(true);
    });
  },
};

export const NextPage: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await canvas.findByText(/^Page 1 of/);
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await canvas.findByText(/^Page 2 of/);
    await expect(listRequests(h).at(-1)?.url.searchParams.get('page')).toBe('2');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { overrides: [override.loading('get', '/users')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Users' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    fakePlatform: { setup: removeDemoUsers } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No users found.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Users' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('get', '/users')] } } },
  play: async ({ canvas }) => {
    const message = await canvas.findByText('Unable to fetch users from api.');
    await expect(message.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Cards stacked at 360 px: nothing scrolls sideways, the links are thumb-sized. */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Users' });
    await expectFitsPhone(canvasElement);
    const invite = await canvas.findByRole('link', { name: 'Invite a user' });
    await expect(invite.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Users' })).toBeVisible();
  },
};

/**
 * Service staff add screen users but do not invite (roles table: users are the administrators'):
 * 'Add a screen user' stays, 'Invite a user' is not offered.
 */
export const AsServiceStaff: Story = {
  args: { roles: ['service-staff'] },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Users' });
    await expectWithheld(canvasElement, 'inviteUser');
    await expect(canvas.queryByRole('link', { name: 'Invite a user' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Add a screen user' })).toHaveAttribute(
      'href',
      '/demo/users/screen',
    );
  },
};

/** A tenant's own staff reads the users, and is offered neither inviting nor screen users. */
export const AsTenantStaff: Story = {
  args: { roles: ['tenant-staff'] },
  play: async ({ canvas, canvasElement, loaded }) => {
    const list = await canvas.findByRole('list', { name: 'Users' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    await expectWithheld(canvasElement, 'inviteUser');
    await expectWithheld(canvasElement, 'createScreenUser');
    await expect(canvas.queryByRole('link', { name: 'Invite a user' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Add a screen user' })).toBeNull();
    await expect(harnessOf(loaded).requests.filter((r) => r.method !== 'GET')).toEqual([]);
  },
};

/** The same at 360 px in the dark theme: the header without its links still fits. */
export const AsTenantStaffPhoneDark: Story = {
  ...onPhone,
  globals: { ...onPhone.globals, ...inDark.globals },
  args: { roles: ['tenant-staff'] },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Users' });
    await expectWithheld(canvasElement, 'inviteUser');
    await expect(canvas.queryByRole('link', { name: 'Invite a user' })).toBeNull();
    await expectFitsPhone(canvasElement);
  },
};

/** Names of 100 characters and e-mails of 254 wrap in the user cards on a phone (issue 54). */
export const LongestValuesOnPhone: Story = {
  ...onPhone,
  parameters: longestValues,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Users' });
    await expect(list.textContent?.length).toBeGreaterThan(EMAIL_MAX_LENGTH);
    await expectFitsPhone(canvasElement);
  },
};
