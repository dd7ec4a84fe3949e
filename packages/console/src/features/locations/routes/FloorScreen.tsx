import { useQuery } from '@tanstack/react-query';
import type { Floor, Room } from '@hygiene/api-client';
import { Button, Page, PageHeader, PagedPicker } from '@hygiene/ui';
import { Suspense, useState } from 'react';
import { useParams } from 'react-router';

import { lazy } from '../../../i18n';
import { Offered } from '../../../components/Offered';
import { renderRouterLink } from '../../../components/RouterLink';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { locations as locationMessages } from '../../../messages/locations';
import { paths } from '../../../routing/paths';
import { getFloor } from '../../../generated/operations/getFloor';
import { useFloorRoomsSource } from '../api/listFloorRooms';
import {
  ItemRow,
  LocationCard,
  LocationQueryView,
  UnreadableParam,
  readLocationIds,
} from '../components/LocationStates';

// Offered once the roles table has loaded (a moment after the screen), so they load with it.
const LocationEditActions = lazy(async () => ({
  default: (await import('../components/LocationEditActions')).LocationEditActions,
}));

const m = locationMessages;

// The add-or-edit floor-plan button asks for the plan; it follows a moment after the page.
const FloorPlanButton = lazy(async () => ({
  default: (await import('../components/FloorPlanButton')).FloorPlanButton,
}));

// Dialogs load on first opening, not with the screen.
const AddRoomDialog = lazy(async () => ({
  default: (await import('../components/AddRoomDialog')).AddRoomDialog,
}));

/** A floor (`…/floors/{floorId}`): its rooms (6 a page), 'Add Room' and the floor-plan button. */
export function FloorScreen() {
  const read = readLocationIds(useParams(), ['sectionId', 'premiseId', 'floorId']);
  if (read.status === 'unreadable') return <UnreadableParam param={read.param} />;
  return <FloorLoader {...read.ids} />;
}

interface Ids {
  sectionId: string;
  premiseId: string;
  floorId: string;
}

function FloorLoader(ids: Ids) {
  const { api, tenant } = useConsoleApi();
  const query = useQuery(getFloor.options(api, tenant, ids.floorId));
  return (
    <LocationQueryView query={query} level="floor" id={ids.floorId}>
      {(floor) => <FloorPage ids={ids} floor={floor} />}
    </LocationQueryView>
  );
}

function FloorPage({ ids, floor }: { ids: Ids; floor: Floor }) {
  const { tenant } = useConsoleApi();
  const source = useFloorRoomsSource(floor.id);
  const [adding, setAdding] = useState(false);
  const { sectionId, premiseId } = ids;
  return (
    <Page>
      <PageHeader
        title={floor.name}
        description={m.floorNumber(floor.number)}
        actions={
          <>
            {/* Rooms (and the room types made with them) are the provider's to add (roles
                table); the floor plan stays every role's to edit. */}
            <Offered operation="createRoom">
              <Button variant="primary" onClick={() => setAdding(true)}>
                {m.addRoom}
              </Button>
            </Offered>
            <Suspense fallback={null}>
              <FloorPlanButton
                target="floor"
                id={floor.id}
                to={paths.floorPlan.to(tenant, sectionId, premiseId, floor.id)}
              />
            </Suspense>
            <Suspense fallback={null}>
              <LocationEditActions
                level="floor"
                record={floor}
                parentPath={paths.premise.to(tenant, sectionId, premiseId)}
              />
            </Suspense>
          </>
        }
      />
      <LocationCard title={m.roomsTitle}>
        <PagedPicker<Room>
          items={m.items.rooms}
          source={source}
          getKey={(room) => room.id}
          renderItem={(room) => <ItemRow name={room.name} detail={room.type?.name} />}
          itemHref={(room) => paths.room.to(tenant, sectionId, premiseId, floor.id, room.id)}
          renderLink={renderRouterLink}
        />
      </LocationCard>
      {adding && (
        <Suspense fallback={null}>
          <AddRoomDialog
            floorId={floor.id}
            sectionId={floor.sectionId ?? sectionId}
            floorExists
            onClose={() => setAdding(false)}
            onCreated={() => setAdding(false)}
          />
        </Suspense>
      )}
    </Page>
  );
}
