import type { Room } from '@hygiene/api-client';
import { EmptyState, ErrorState, PlainList, Spinner } from '@hygiene/ui';
import { Suspense } from 'react';

import { lazy } from '../../../i18n';
import { RouterLink } from '../../../components/RouterLink';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { none } from '../../../lib/none';
import { locations as locationMessages } from '../../../messages/locations';
import { paths } from '../../../routing/paths';
import { getRoom } from '../../../generated/operations/getRoom';
import { useLocationDevices } from '../api/getLocationDevices';
import {
  Facts,
  LocationCard,
  LocationLevelPage,
  LocationLevelScreen,
} from '../components/LocationStates';

const m = locationMessages;

// The add-or-edit floor-plan button asks for the plan; it follows a moment after the page.
const FloorPlanButton = lazy(async () => ({
  default: (await import('../components/FloorPlanButton')).FloorPlanButton,
}));

/** A room (`…/rooms/{roomId}`): name, type and floor, its devices, and its floor-plan button. */
export function RoomScreen() {
  return (
    <LocationLevelScreen
      level="room"
      params={['sectionId', 'premiseId', 'floorId', 'roomId']}
      read={getRoom}
    >
      {(room, ids) => <RoomPage ids={ids} room={room} />}
    </LocationLevelScreen>
  );
}

interface Ids {
  sectionId: string;
  premiseId: string;
  floorId: string;
  roomId: string;
}

function RoomPage({ ids, room }: { ids: Ids; room: Room }) {
  const { tenant } = useConsoleApi();
  const { sectionId, premiseId, floorId } = ids;
  return (
    <LocationLevelPage
      title={room.name}
      edit={{
        level: 'room',
        record: room,
        parentPath: paths.floor.to(tenant, sectionId, premiseId, floorId),
      }}
      actions={
        <Suspense fallback={null}>
          <FloorPlanButton
            target="room"
            id={room.id}
            to={paths.roomPlan.to(tenant, sectionId, premiseId, floorId, room.id)}
          />
        </Suspense>
      }
    >
      <Facts
        items={[
          { label: m.name, value: room.name },
          { label: m.type, value: room.type?.name ?? none },
          {
            label: m.floor,
            value: room.floor ? (
              <RouterLink to={paths.floor.to(tenant, sectionId, premiseId, room.floor.id)}>
                {room.floor.name}
              </RouterLink>
            ) : (
              none
            ),
          },
        ]}
      />
      <LocationCard title={m.devicesTitle}>
        <RoomDevices roomId={room.id} />
      </LocationCard>
    </LocationLevelPage>
  );
}

function RoomDevices({ roomId }: { roomId: string }) {
  const { tenant } = useConsoleApi();
  const devices = useLocationDevices({ roomId });
  if (devices.isPending) return <Spinner label={m.devicesTitle} />;
  if (devices.isError) {
    return (
      <ErrorState message={m.fetchError(m.items.devices)} onRetry={() => void devices.refetch()} />
    );
  }
  if (devices.data.length === 0) return <EmptyState title={m.noDevices} />;
  return (
    <PlainList aria-label={m.devicesTable}>
      {devices.data.map((device) => (
        <li key={device.id}>
          <RouterLink to={paths.device.to(tenant, device.id)}>{device.serialNumber}</RouterLink>
        </li>
      ))}
    </PlainList>
  );
}
