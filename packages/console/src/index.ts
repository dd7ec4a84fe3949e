/**
 * @hygiene/console: the screens of the hygiene console. The host routes to them and writes the
 * atoms below (tenant, platform connection, configuration); stories hydrate the same atoms.
 */
export {
  apiClientAtom,
  apiConnectionAtom,
  consoleConfigAtom,
  createTenantClient,
  currentTenantAtom,
} from './state/atoms';
export type { ApiConnection, ConsoleConfig, CurrentTenant } from './state/atoms';

export { createConsoleQueryClient, forgetOtherTenants } from './data/queryClient';
export { tenantKey, tenantOfKey } from './data/queryKeys';
export type { TenantQueryKey } from './data/queryKeys';
export { ApiQueryError, apiErrorOf, unwrap } from './data/apiQuery';

export { HomeScreen } from './features/home/routes/HomeScreen';
export { TenantsScreen } from './features/tenants/routes/TenantsScreen';
export type { TenantsScreenProps } from './features/tenants/routes/TenantsScreen';
export { NearestTenantFinder } from './components/pickers/NearestTenantFinder';
export type { NearestTenantFinderProps } from './components/pickers/NearestTenantFinder';
export { useConsoleApi } from './data/useConsoleApi';
export type { ConsoleApi } from './data/useConsoleApi';

export { LocationBreadcrumbs } from './features/locations/components/LocationBreadcrumbs';

export { paths } from './routing/paths';
export { lazyScreens } from './routing/lazyScreens';
export type { LazyScreenName } from './routing/lazyScreens';
export type { RouteName } from './routing/paths';

export { formatDateTime, formatShortDate } from './lib/formatDate';
export type { DateInput, FormatOptions } from './lib/formatDate';

export { DeviceListScreen } from './features/devices/routes/DeviceListScreen';
export { DeviceDetailScreen } from './features/devices/routes/DeviceDetailScreen';
export type { DeviceView } from './features/devices/routes/DeviceDetailScreen';
export { DeviceEntryScreen } from './features/devices/routes/DeviceEntryScreen';
export type { EntryDecision } from './features/devices/routes/DeviceEntryScreen';
export { DashboardScreen } from './features/dashboard/routes/DashboardScreen';
export { createLoadRecentEvents } from './data/loadRecentEvents';
export { devicesQueryOptions } from './features/devices/api/getDevices';
export { deviceDetailsQueryOptions } from './features/devices/api/getDeviceDetails';
export {
  readDeviceListParams,
  toDeviceQuery,
  writeDeviceListParams,
} from './features/devices/deviceListParams';
export type { DeviceListParams, DeviceListQuery } from './features/devices/deviceListParams';

export { messages } from './messages';
export { INTERNAL_FLAG } from './constants';
