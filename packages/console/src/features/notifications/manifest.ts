import { defineRoutes } from '../../routing/defineRoutes';

export const notificationsRoutes = defineRoutes({
  /**
   * Notification settings (issue 50): not a route of the spec. Reached from the bell in the app
   * bar and from the stop link of every e-mail and push message (`?unsubscribe=email|push`); not
   * in the side menu, as the bell is on every screen.
   */
  notifications: {
    pattern: 'notifications',
    screen: () =>
      import('./routes/NotificationSettingsScreen').then((m) => m.NotificationSettingsScreen),
  },
});
