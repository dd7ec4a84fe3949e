import { ErrorState, Page, PageHeader, Spinner } from '@hygiene/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useParams } from 'react-router';

import { lazy } from '../../../i18n';
import { locations as locationMessages } from '../../../messages/locations';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { getFloor } from '../../../generated/operations/getFloor';
import { getRoom } from '../../../generated/operations/getRoom';
import { locationContext } from '../../../routing/locationContext';
import { useFloorPlan } from '../api/getFloorPlan';
import type { FloorPlanWorkspaceProps } from '../components/FloorPlanWorkspace';
import { floorPlan as floorPlanMessages } from '../../../messages/floorPlan';
import { LocationQueryView, UnreadableParam, readLocationIds } from '../components/LocationStates';

const m = locationMessages;
/**
 * The floor-plan routes (`…/floors/{floorId}/floor-plans`, `…/rooms/{roomId}/floor-plans`). The
 * plan belongs to the outermost location of the address (spec §2 precedence: a room before its
 * floor).
 */
export function FloorPlanScreen() {
  const params = useParams();
  const context = locationContext(params);
  const needed =
    context.type === 'RoomModel'
      ? (['sectionId', 'premiseId', 'floorId', 'roomId'] as const)
      : (['sectionId', 'premiseId', 'floorId'] as const);
  const read = readLocationIds(params, needed);
  if (read.status === 'unreadable') return <UnreadableParam param={read.param} />;
  return context.type === 'RoomModel' ? (
    <RoomPlan roomId={context.id} />
  ) : (
    <FloorPlan floorId={read.ids.floorId} />
  );
}

function FloorPlan({ floorId }: { floorId: string }) {
  const { api, tenant } = useConsoleApi();
  const query = useQuery(getFloor.options(api, tenant, floorId));
  return (
    <LocationQueryView query={query} level="floor" id={floorId}>
      {(floor) => (
        <FloorPlanPage target="floor" id={floor.id} name={floor.name} at={{ floorId: floor.id }} />
      )}
    </LocationQueryView>
  );
}

function RoomPlan({ roomId }: { roomId: string }) {
  const { api, tenant } = useConsoleApi();
  const query = useQuery(getRoom.options(api, tenant, roomId));
  return (
    <LocationQueryView query={query} level="room" id={roomId}>
      {(room) => (
        <FloorPlanPage target="room" id={room.id} name={room.name} at={{ roomId: room.id }} />
      )}
    </LocationQueryView>
  );
}

// The drawing, the editor and the live status board are the heavy part of the screen: they load
// while the stored plan does, not with the first screen.
const FloorPlanWorkspace = lazy(async () => ({
  default: (await import('../components/FloorPlanWorkspace')).FloorPlanWorkspace,
}));

/** Spec §4 floor-plan fetch: default, loading, fetched (a missing plan is fetched: none yet). */
function FloorPlanPage(props: FloorPlanWorkspaceProps) {
  const plan = useFloorPlan(props.target, props.id);
  return (
    <Page>
      <PageHeader
        title={m.floorPlanTitle(props.name)}
        description={floorPlanMessages.description}
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
