import { ErrorState, Page, PageHeader, Spinner } from '@hygiene/ui';
import { Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';

import { lazy } from '../../../i18n';
import { locations as locationMessages } from '../../../messages/locations';
import { getFloor } from '../../../generated/operations/getFloor';
import { getRoom } from '../../../generated/operations/getRoom';
import { locationContext } from '../../../routing/locationContext';
import { useFloorPlan } from '../api/getFloorPlan';
import type { FloorPlanWorkspaceProps } from '../components/floorPlan/FloorPlanWorkspace';
import { LocationLevelScreen } from '../components/LocationStates';
import { floorPlan as floorPlanMessages } from '../../../messages/floorPlan';

const m = locationMessages;
/**
 * The floor-plan routes (`…/floors/{floorId}/floor-plans`, `…/rooms/{roomId}/floor-plans`). The
 * plan belongs to the outermost location of the address (spec §2 precedence: a room before its
 * floor).
 */
export function FloorPlanScreen() {
  return locationContext(useParams()).type === 'RoomModel' ? (
    <LocationLevelScreen
      level="room"
      params={['sectionId', 'premiseId', 'floorId', 'roomId']}
      read={getRoom}
    >
      {(room) => (
        <FloorPlanPage target="room" id={room.id} name={room.name} at={{ roomId: room.id }} />
      )}
    </LocationLevelScreen>
  ) : (
    <LocationLevelScreen
      level="floor"
      params={['sectionId', 'premiseId', 'floorId']}
      read={getFloor}
    >
      {(floor) => (
        <FloorPlanPage target="floor" id={floor.id} name={floor.name} at={{ floorId: floor.id }} />
      )}
    </LocationLevelScreen>
  );
}

// The drawing, the editor and the live status board are the heavy part of the screen: they load
// while the stored plan does, not with the first screen.
const FloorPlanWorkspace = lazy(async () => ({
  default: (await import('../components/floorPlan/FloorPlanWorkspace')).FloorPlanWorkspace,
}));

/** Spec §4 floor-plan fetch: default, loading, fetched (a missing plan is fetched: none yet). */
function FloorPlanPage(props: FloorPlanWorkspaceProps) {
  const plan = useFloorPlan(props.target, props.id);
  // `?edit` is edit mode (`EDIT_MODE`, read here without loading the work area for it).
  const editing = useSearchParams()[0].has('edit');
  return (
    <Page>
      <PageHeader
        title={m.floorPlanTitle(props.name)}
        description={editing ? floorPlanMessages.description : floorPlanMessages.viewDescription}
      />
      {plan.isPending ? (
        <Spinner label={m.floorPlanTitle(props.name)} />
      ) : plan.isError ? (
        <ErrorState message={m.fetchError(m.items.floorPlan)} onRetry={() => void plan.refetch()} />
      ) : (
        <Suspense fallback={<Spinner label={m.floorPlanTitle(props.name)} />}>
          <FloorPlanWorkspace {...props} stored={plan.data} />
        </Suspense>
      )}
    </Page>
  );
}
