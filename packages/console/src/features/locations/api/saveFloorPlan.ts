import type { ApiClient } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import type { StoredFloorPlan } from './getFloorPlan';
import { locationKeys, type FloorPlanTarget } from './queryKeys';

/**
 * Spec §4: a floor plan is created (POST) when none exists and updated (PUT) when one exists,
 * on `/floors/{id}/floor-plans` or `/rooms/{id}/floor-plans`, with the map as the body.
 */
export function saveFloorPlan(
  api: ApiClient,
  target: FloorPlanTarget,
  id: string,
  exists: boolean,
  map: unknown[],
) {
  const body = { map };
  if (target === 'floor') {
    return unwrap(exists ? api.updateFloorFloorPlan(id, body) : api.createFloorFloorPlan(id, body));
  }
  return unwrap(exists ? api.updateRoomFloorPlan(id, body) : api.createRoomFloorPlan(id, body));
}

export function useSaveFloorPlan(target: FloorPlanTarget, id: string) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  const key = locationKeys.floorPlan(tenant, target, id);
  return useMutation({
    mutationFn: ({ map, exists }: { map: unknown[]; exists: boolean }) =>
      saveFloorPlan(api, target, id, exists, map),
    // What was saved is what is stored: the next save is a PUT, without reading the plan again.
    onSuccess: (_, { map }) => {
      const saved: StoredFloorPlan = { exists: true, map };
      queryClient.setQueryData(key, () => saved);
    },
  });
}
