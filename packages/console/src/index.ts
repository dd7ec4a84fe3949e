/**
 * @hygiene/console: the screens of the hygiene console. The host routes to them and writes the
 * atoms below (tenant, platform connection, configuration); stories hydrate the same atoms.
 */
export {
  apiClientAtom,
  apiConnectionAtom,
  consoleConfigAtom,
  currentTenantAtom,
} from './state/atoms';
export type { ApiConnection, ConsoleConfig, CurrentTenant } from './state/atoms';

export { createConsoleQueryClient, forgetOtherTenants } from './data/queryClient';
export { tenantKey, tenantOfKey } from './data/queryKeys';
export type { TenantQueryKey } from './data/queryKeys';
export { ApiQueryError, apiErrorOf, unwrap } from './data/apiQuery';

export { paths } from './routing/paths';
export type { RouteName } from './routing/paths';

export { formatDateTime, formatShortDate } from './lib/formatDate';
export type { DateInput, FormatOptions } from './lib/formatDate';
