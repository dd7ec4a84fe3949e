import type { Floor, Room } from '@hygiene/api-client';
import { Button, PagedPicker } from '@hygiene/ui';
import { Suspense, useState } from 'react';

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
  LocationLevelPage,
  LocationLevelScreen,
} from '../components/LocationStates';

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
  return (
    <LocationLevelScreen
      level="floor"
      params={['sectionId', 'premiseId', 'floorId']}
      read={getFloor}
    >
      {(floor, ids) => <FloorPage ids={ids} floor={floor} />}
    </LocationLevelScreen>
  );
}

interface Ids {
  sectionId: string;
  premiseId: string;
  floorId: string;
}

function FloorPage({ ids, floor }: { ids: Ids; floor: Floor }) {
  const { tenant } = useConsoleApi();
  const source = useFloorRoomsSource(floor.id);
  const [adding, setAdding] = useState(false);
  const { sectionId, premiseId } = ids;
  return (
    <LocationLevelPage
      title={floor.name}
      description={m.floorNumber(floor.number)}
      edit={{
        level: 'floor',
        record: floor,
        parentPath: paths.premise.to(tenant, sectionId, premiseId),
      }}
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
        </>
      }
    >
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
    </LocationLevelPage>
  );
}
