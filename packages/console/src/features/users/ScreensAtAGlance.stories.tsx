import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { paths } from '../../routing/paths';
import { glanceStory, inNorwegian, showsRole } from '../../testing/ScreensAtAGlance';
import { addStoryUser, STORY_USER } from '../../testing/userStoryData';
import { InviteUserScreen } from './routes/InviteUserScreen';
import { ScreenUserScreen } from './routes/ScreenUserScreen';
import { UserDetailScreen } from './routes/UserDetailScreen';
import { UserListScreen } from './routes/UserListScreen';

const meta = { title: 'Screens at a glance/Users', tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const list = {
  url: paths.users.to('demo'),
  pattern: paths.users.pattern,
  screen: <UserListScreen />,
};
const detail = {
  url: paths.user.to('demo', STORY_USER.id),
  pattern: paths.user.pattern,
  screen: <UserDetailScreen />,
};
const invite = {
  url: paths.userInvite.to('demo'),
  pattern: paths.userInvite.pattern,
  screen: <InviteUserScreen />,
};
const screenUser = {
  url: paths.userScreen.to('demo'),
  pattern: paths.userScreen.pattern,
  screen: <ScreenUserScreen />,
};
const users = '/users';
const cards = showsRole('list', 'Users');
const userName = showsRole('heading', `${STORY_USER.firstName} ${STORY_USER.lastName}`);
const inviteGroups = showsRole('group', 'Groups');
const sectionsGroup = showsRole('group', 'Allowed sections');

/** The user list, a user's page, the invitation and a new screen user, in their states. */
export const Users: Story = glanceStory(
  [
    { name: 'User list', ...list, shows: cards },
    {
      name: 'User list, loading',
      ...list,
      overrides: (o) => [o.loading('get', users)],
      shows: showsRole('progressbar', 'Users'),
    },
    {
      name: 'User list, empty',
      ...list,
      overrides: (o) => [o.empty('get', users)],
      shows: 'No users found.',
    },
    {
      name: 'User list, failed',
      ...list,
      overrides: (o) => [o.error('get', users)],
      shows: 'Unable to fetch users from api.',
    },
    { name: 'User list, phone', ...list, phone: true, shows: cards },
    { name: 'User list, dark', ...list, theme: 'dark', shows: cards },
    { name: 'User page', ...detail, shows: userName },
    {
      name: 'User page, phone',
      ...detail,
      phone: true,
      shows: sectionsGroup,
    },
    { name: 'User page, dark', ...detail, theme: 'dark', shows: userName },
    {
      name: 'User page, not found',
      ...detail,
      url: paths.user.to('demo', 'no-such-user'),
      shows: showsRole('heading', 'User not found'),
    },
    {
      name: 'User page, failed',
      ...detail,
      overrides: (o) => [o.error('get', `${users}/{id}`)],
      shows: 'Unable to fetch user from api.',
    },
    { name: 'Invite user', ...invite, shows: inviteGroups },
    { name: 'Invite user, phone', ...invite, phone: true, shows: inviteGroups },
    { name: 'Screen user', ...screenUser, shows: sectionsGroup },
    {
      name: 'Screen user, loading',
      ...screenUser,
      overrides: (o) => [o.loading('get', users)],
      shows: showsRole('progressbar', 'Finding the next screen number ...'),
    },
    {
      name: 'Screen user, number failed',
      ...screenUser,
      overrides: (o) => [o.error('get', users)],
      shows: 'Error when contacting api',
    },
    {
      name: 'Screen user, phone, dark',
      ...screenUser,
      phone: true,
      theme: 'dark',
      shows: sectionsGroup,
    },
  ],
  // Ada, as in the user page's stories: Installer, with demo's first section.
  { setup: (platform) => addStoryUser(platform, { groups: ['Installer'], sections: 1 }) },
);

/** The user list, a user's page, the invitation and a screen user in Bokmål on a phone. */
export const UsersInNorwegian: Story = inNorwegian(
  glanceStory(
    [
      {
        name: 'User list, phone, Bokmål',
        ...list,
        phone: true,
        shows: showsRole('list', 'Brukere'),
      },
      {
        name: 'User page, phone, Bokmål',
        ...detail,
        phone: true,
        shows: showsRole('group', 'Tillatte seksjoner'),
      },
      {
        name: 'Invite user, phone, Bokmål',
        ...invite,
        phone: true,
        // The platform's group names in Bokmål too (issue 46), not as it stores them.
        shows: async (panel) => {
          await showsRole('group', 'Grupper')(panel);
          const groups = panel.getByRole('group', { name: 'Grupper' });
          for (const name of ['Montør', 'Servicetekniker', 'Kundepersonell']) {
            await expect(within(groups).getByRole('checkbox', { name })).toBeVisible();
          }
          await expect(within(groups).queryByRole('checkbox', { name: 'Installer' })).toBeNull();
        },
      },
      {
        name: 'Screen user, phone, Bokmål',
        ...screenUser,
        phone: true,
        shows: showsRole('group', 'Tillatte seksjoner'),
      },
    ],
    { setup: (platform) => addStoryUser(platform, { groups: ['Installer'], sections: 1 }) },
  ),
);
