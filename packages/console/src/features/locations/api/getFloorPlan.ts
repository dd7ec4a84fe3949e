import type { ApiClient } from '@hygiene/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiErrorOf, unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { locationKeys, type FloorPlanTarget } from './queryKeys';

/**
 * A stored plan, or none yet: a 404 is an answer here (the first save then POSTs), not a failure.
 * `version` is the stored plan's version (the contract's extension), which a save sends back so
 * that a plan saved meanwhile elsewhere is not overwritten unseen; a platform without versions
 * leaves it out and saves stay unconditional, as the spec's calls are.
 */
export type StoredFloorPlan =
  { exists: true; map: unknown[]; version: string | undefined } | { exists: false };

/** `GET /floors/{id}/floor-plans` or `GET /rooms/{id}/floor-plans`. */
export async function getFloorPlan(
  api: ApiClient,
  target: FloorPlanTarget,
  id: string,
  signal?: AbortSignal,
): Promise<StoredFloorPlan> {
  const call =
    target === 'floor'
      ? api.getFloorFloorPlan(id, { signal })
      : api.getRoomFloorPlan(id, { signal });
  try {
    const plan = await unwrap(call);
    return { exists: true, map: plan.map, version: plan.version };
  } catch (error) {
    if (apiErrorOf(error)?.status === 'notFound') return { exists: false };
    throw error;
  }
}

export function floorPlanQueryOptions(
  api: ApiClient,
  tenant: string,
  target: FloorPlanTarget,
  id: string,
) {
  return queryOptions({
    queryKey: locationKeys.floorPlan(tenant, target, id),
    queryFn: ({ signal }) => getFloorPlan(api, target, id, signal),
    // An open editor must not be refilled under the person's hands by a background refetch.
    staleTime: Infinity,
  });
}

export function useFloorPlan(target: FloorPlanTarget, id: string) {
  const { api, tenant } = useConsoleApi();
  return useQuery(floorPlanQueryOptions(api, tenant, target, id));
}
