import type { ComponentType } from 'react';

import { withTexts } from '../../i18n';

/**
 * The app bar's maintenance indicator as its own chunk, for `React.lazy` in the host: it is not
 * needed to paint a first screen, so the shell loads it right after (bench:host-size). It
 * resolves once its texts in the active language have arrived (`withTexts`).
 */
export const loadMaintenanceIndicator: () => Promise<{
  default: ComponentType<{ tenantIdentifier: string }>;
}> = withTexts(async () => ({
  default: (await import('./components/MaintenanceIndicator')).MaintenanceIndicator,
}));
