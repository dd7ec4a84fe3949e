/**
 * @hygiene/console: the screens of the hygiene console. The host routes to them and supplies
 * the API client, the tenant and the runtime configuration.
 */
export { formatDateTime, formatShortDate } from './lib/formatDate';
export type { DateInput, FormatOptions } from './lib/formatDate';
