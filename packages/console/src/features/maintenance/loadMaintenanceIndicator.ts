import type { ComponentType } from 'react';

/**
 * The app bar's maintenance indicator as its own chunk, for `React.lazy` in the host: it is not
 * needed to paint a first screen, so the shell loads it right after (bench:host-size).
 */
export const loadMaintenanceIndicator = async (): Promise<{
  default: ComponentType<{ tenantIdentifier: string }>;
}> => ({
  default: (await import('./components/MaintenanceIndicator')).MaintenanceIndicator,
});
