/**
 * A generated write (`src/generated/operations/`): its fetch and its mutation options, which
 * refresh the cache roots the contract says it makes stale (`x-invalidates`).
 */
import type { ApiClient, ApiResult, OperationId } from '@hygiene/api-client';
import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';

import type { CacheRoot } from '../generated/cacheRoots';
import { unwrap } from './apiQuery';
import { cacheRootKey } from './cacheRootKey';
import { useConsoleApi } from './useConsoleApi';

/** A write: its variables are the call's arguments by name (`{ id, body, call }`). */
export interface WriteOperation<Vars, T> {
  /** Its operationId: what the roles table is asked (`Offered`). */
  readonly id: OperationId;
  /** The cache roots it makes stale (the contract's `x-invalidates`). */
  readonly invalidates: readonly CacheRoot[];
  fetch(api: ApiClient, vars: Vars): Promise<T>;
  /**
   * For `useMutation`: the call, then the roots refreshed. After a save the refresh is awaited
   * (`refresh: 'first'`), so nothing shows stale once it settles, or runs behind it (`'behind'`,
   * for a dialog that goes on at once with what the save answered); after a refusal it always runs
   * behind the error, which shows at once (awaited, a platform that does not answer would hold
   * the error through every retry of every query under the roots).
   */
  options(
    api: ApiClient,
    queryClient: QueryClient,
    tenant: string,
    refresh?: RefreshAfterSave,
  ): ReturnType<typeof writeOptions<Vars, T>>;
}

/** Whether a save settles after its roots were read again (`'first'`) or before (`'behind'`). */
export type RefreshAfterSave = 'first' | 'behind';

const writeOptions = <Vars, T>(
  mutationFn: (vars: Vars) => Promise<T>,
  refresh: () => Promise<unknown>,
  afterSave: RefreshAfterSave,
) =>
  mutationOptions({
    mutationFn,
    onSuccess: () => (afterSave === 'first' ? refresh() : void refresh()),
    onError: () => void refresh(),
  });

/** Refreshes every cached answer under `roots` of `tenant`, in every feature that shows them. */
export function refreshRoots(
  queryClient: QueryClient,
  tenant: string,
  roots: readonly CacheRoot[],
): Promise<unknown> {
  return Promise.all(
    roots.map((root) => queryClient.invalidateQueries({ queryKey: cacheRootKey(tenant, root) })),
  );
}

export function writeOperation<Vars, T>(
  id: OperationId,
  invalidates: readonly CacheRoot[],
  call: (api: ApiClient, vars: Vars) => Promise<ApiResult<T>>,
): WriteOperation<Vars, T> {
  const fetch = (api: ApiClient, vars: Vars) => unwrap(call(api, vars));
  return {
    id,
    invalidates,
    fetch,
    options: (api, queryClient, tenant, refresh = 'first') =>
      writeOptions(
        (vars: Vars) => fetch(api, vars),
        () => refreshRoots(queryClient, tenant, invalidates),
        refresh,
      ),
  };
}

/** `useMutation` of a write, at the current tenant. */
export function useWrite<Vars, T>(
  operation: WriteOperation<Vars, T>,
  { refresh = 'first' }: { refresh?: RefreshAfterSave } = {},
) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation(operation.options(api, queryClient, tenant, refresh));
}
