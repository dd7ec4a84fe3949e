import { deviceCalls } from './calls/devices';
import { eventCalls } from './calls/events';
import { installationCalls } from './calls/installations';
import { locationCalls } from './calls/locations';
import { sessionCalls } from './calls/sessions';
import { tenantCalls } from './calls/tenants';
import { userCalls } from './calls/users';
import { createHttp } from './http';
import type { ApiClientOptions } from './http';

/** Every call of the platform, one function each, named by the contract's operationId. */
export type ApiClient = ReturnType<typeof tenantCalls> &
  ReturnType<typeof deviceCalls> &
  ReturnType<typeof eventCalls> &
  ReturnType<typeof installationCalls> &
  ReturnType<typeof locationCalls> &
  ReturnType<typeof userCalls> &
  ReturnType<typeof sessionCalls>;

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
 * if (!result.ok && result.error.kind === 'notFound') showNotFound();
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttp(options);
  return {
    ...tenantCalls(http),
    ...deviceCalls(http),
    ...eventCalls(http),
    ...installationCalls(http),
    ...locationCalls(http),
    ...userCalls(http),
    ...sessionCalls(http),
  };
}
