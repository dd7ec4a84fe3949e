/**
 * @hygiene/console: the screens of the hygiene console. The host routes to them and writes the
 * atoms below (tenant, platform connection, configuration); stories hydrate the same atoms.
 * Screens are offered as routes with lazy loaders (`consoleRoutes`), one chunk each; what a screen uses inside
 * (its queries, view models, components) is not part of this entry.
 */

// What the host writes before it routes to a screen.
export {
  apiClientAtom,
  apiConnectionAtom,
  consoleConfigAtom,
  createTenantClient,
  currentTenantAtom,
  deploymentAtom,
  rolesAtom,
} from './state/atoms';
export type { ApiConnection, ConsoleConfig, CurrentTenant, Deployment } from './state/atoms';

// The data layer the host shares with the screens: one tenant-keyed cache.
export { createConsoleQueryClient, forgetOtherTenants } from './data/queryClient';
export { tenantKey, tenantOfKey } from './data/queryKeys';
export type { TenantQueryKey } from './data/queryKeys';
export { ApiQueryError, apiErrorOf, unwrap } from './data/apiQuery';
export { useConsoleApi } from './data/useConsoleApi';
export type { ConsoleApi } from './data/useConsoleApi';
export { createLoadRecentEvents } from './data/loadRecentEvents';
export { useCurrentTenant } from './data/currentTenant';
export type { CurrentTenantState } from './data/currentTenant';

// Routes and screens.
export { paths } from './routing/paths';
export type { Paths, RouteName } from './routing/paths';
export { consoleRoutes } from './routing/consoleRoutes';
export type { ConsoleRoute } from './routing/consoleRoutes';
export { sideMenu } from './routing/sideMenu';
export type { MenuEntry, MenuGroup } from './routing/sideMenu';
export { LocationBreadcrumbs } from './features/locations/components/LocationBreadcrumbs';

// The console's language: its texts load per area (a screen's chunk brings its own), so a
// screen draws once its texts in the active language are there. An app around the console
// (the host) defines its own catalogue with `defineMessages`, and it follows the same language.
export {
  currentLanguage,
  defineMessages,
  messagesReady,
  setLanguage,
  subscribeToLanguage,
} from './i18n';

import * as messages from './messages';

/** Every text the screens show, by section (one module each, so a screen's chunk carries only its own). */
export { messages };
export { loadMaintenanceIndicator } from './features/maintenance/loadMaintenanceIndicator';
export { loadNotificationBell } from './features/notifications/loadNotificationBell';
export { maintenanceStatusQueryOptions } from './features/maintenance/api/getMaintenanceStatus';
export { maintenanceKeys } from './features/maintenance/api/queryKeys';
export type { MaintenanceStatus } from './features/maintenance/maintenanceTime';
