/**
 * A generated read (`src/generated/operations/`, one module per operation of the contract): its
 * query key under its cache root, its fetch and its query options. Kept apart from the writes:
 * reads are on first screens, and the host's first-screen budget counts every byte they bring.
 */
import type { ApiClient, ApiResult, OperationId } from '@hygiene/api-client';
import { queryOptions } from '@tanstack/react-query';

import { unwrap } from './apiQuery';
import type { CacheRoot } from '../generated/cacheRoots';
import { cacheRootKey } from './cacheRootKey';

/** A read: `GET`, cached under its root as `[..root, operationId, ...args]`. */
export interface ReadOperation<Args extends unknown[], T> {
  /** The answer's query key under `tenant`; a prefix of the arguments keys all their answers. */
  key(tenant: string, ...args: Args): readonly unknown[];
  /** The call, its failure thrown (`ApiQueryError`): a paged list's fetcher (`usePagedQuery`). */
  fetch(api: ApiClient, signal: AbortSignal | undefined, ...args: Args): Promise<T>;
  /** Key and query function, for `useQuery`, `prefetchQuery` or `ensureQueryData`. */
  options(api: ApiClient, tenant: string, ...args: Args): ReturnType<typeof readOptions<T>>;
}

const readOptions = <T>(
  queryKey: readonly unknown[],
  queryFn: (signal: AbortSignal) => Promise<T>,
) => queryOptions({ queryKey, queryFn: ({ signal }) => queryFn(signal) });

export function readOperation<Args extends unknown[], T>(
  id: OperationId,
  root: CacheRoot,
  call: (api: ApiClient, signal: AbortSignal | undefined, ...args: Args) => Promise<ApiResult<T>>,
): ReadOperation<Args, T> {
  const key = (tenant: string, ...args: Args) => [...cacheRootKey(tenant, root), id, ...args];
  const fetch = (api: ApiClient, signal: AbortSignal | undefined, ...args: Args) =>
    unwrap(call(api, signal, ...args));
  return {
    key,
    fetch,
    options: (api, tenant, ...args) =>
      readOptions(key(tenant, ...args), (signal) => fetch(api, signal, ...args)),
  };
}
