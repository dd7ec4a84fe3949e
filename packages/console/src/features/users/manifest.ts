import { menu } from '../../messages/menu';
import { defineRoutes } from '../../routing/defineRoutes';

export const usersRoutes = defineRoutes({
  users: {
    pattern: 'users',
    screen: () => import('./routes/UserListScreen').then((m) => m.UserListScreen),
    menu: { group: 'main', order: 30, label: () => menu.users, area: 'users' },
  },
  // Fixed addresses beside `users/:userId`: react-router ranks a static segment above a
  // parameter, so 'invite' is never taken for a user id.
  userInvite: {
    pattern: 'users/invite',
    screen: () => import('./routes/InviteUserScreen').then((m) => m.InviteUserScreen),
  },
  userScreen: {
    pattern: 'users/screen',
    screen: () => import('./routes/ScreenUserScreen').then((m) => m.ScreenUserScreen),
  },
  user: {
    pattern: 'users/:userId',
    screen: () => import('./routes/UserDetailScreen').then((m) => m.UserDetailScreen),
  },
});
