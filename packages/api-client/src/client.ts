import { bindCalls } from './bindCalls';
import { operationTable } from './generated/calls';
import type { ApiClient } from './generated/calls';
import { createHttp } from './http';
import type { ApiClientOptions } from './http';

/**
 * Every call of the platform, one function each, named by the contract's operationId and
 * generated from it (`scripts/generate.ts`): path parameters in path order, then the body, then
 * the query, then the call options.
 */
export type { ApiClient };

/**
 * Creates the platform client. Every request carries `Authorization: Bearer <token>` from
 * `getAccessToken` and `x-tenant-identifier` from `getTenantIdentifier`, both read per request.
 * Every function resolves to an `ApiResult` and never rejects. On 401 the client asks for a
 * fresh token once (`getAccessToken({ forceRefresh: true })`) and retries once; if that is
 * still 401 it calls `onUnauthorized`.
 *
 * @example
 * const api = createApiClient({
 *   baseUrl: config.apiUrl,
 *   getAccessToken: ({ forceRefresh }) => auth.token(forceRefresh),
 *   getTenantIdentifier: () => store.get(tenantAtom).identifier,
 *   onUnauthorized: () => auth.login(),
 * });
 * const result = await api.getDevice(id);
 * if (!result.ok && result.error.status === 'notFound') showNotFound();
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return bindCalls<ApiClient>(
    createHttp(options),
    operationTable,
    // A chunk of its own in an app's build: it loads beside the first request.
    () => import('./generated/schemas'),
  );
}
