import type { ComponentType } from 'react';

import { withTexts } from '../../i18n';

/**
 * The app bar's bell (issue 50) as its own chunk, for `React.lazy` in the host: not needed to
 * paint a first screen, so the shell loads it right after (bench:host-size). It resolves once
 * its texts in the active language have arrived (`withTexts`).
 */
export const loadNotificationBell: () => Promise<{ default: ComponentType }> = withTexts(
  async () => ({
    default: (await import('./components/NotificationBell')).NotificationBell,
  }),
);
