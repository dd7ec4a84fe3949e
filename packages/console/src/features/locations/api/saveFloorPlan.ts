import type { ApiClient } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { floorPlanQueryOptions, type StoredFloorPlan } from './getFloorPlan';
import { locationKeys, type FloorPlanTarget } from './queryKeys';

/**
 * Spec §4: a floor plan is created (POST) when none exists and updated (PUT) when one exists,
 * on `/floors/{id}/floor-plans` or `/rooms/{id}/floor-plans`, with the map as the body. The PUT
 * carries the version it edits (`If-Match`): a plan saved meanwhile answers `conflict` (412), as
 * does a plan created meanwhile (POST, 409).
 */
export function saveFloorPlan(
  api: ApiClient,
  target: FloorPlanTarget,
  id: string,
  base: StoredFloorPlan,
  map: unknown[],
) {
  // The plan as read: POST when none existed, PUT on its version.
  const body = { map };
  const exists = base.exists;
  const ifMatch = base.exists ? base.version : undefined;
  if (target === 'floor') {
    return unwrap(
      exists ? api.updateFloorFloorPlan(id, body, { ifMatch }) : api.createFloorFloorPlan(id, body),
    );
  }
  return unwrap(
    exists ? api.updateRoomFloorPlan(id, body, { ifMatch }) : api.createRoomFloorPlan(id, body),
  );
}

export function useSaveFloorPlan(target: FloorPlanTarget, id: string) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ map, base }: { map: unknown[]; base: StoredFloorPlan }) => {
      await saveFloorPlan(api, target, id, base, map);
      // The saved plan read back for its new version, so the next save edits that one. The save
      // stays pending until then: a second save never goes out on an unknown version.
      try {
        await queryClient.fetchQuery({
          ...floorPlanQueryOptions(api, tenant, target, id),
          staleTime: 0,
        });
      } catch {
        // Saved all the same: what was saved is what is stored, its version unknown (the next
        // save is unconditional).
        const saved: StoredFloorPlan = { exists: true, map, version: undefined };
        queryClient.setQueryData(locationKeys.floorPlan(tenant, target, id), saved);
      }
    },
  });
}
