import { useQuery } from '@tanstack/react-query';
import type { Room } from '@hygiene/api-client';
import { EmptyState, ErrorState, Page, PageHeader, PlainList, Spinner } from '@hygiene/ui';
import { Suspense } from 'react';
import { useParams } from 'react-router';

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

/** A room (`…/rooms/{roomId}`): name, type and floor, its devices, and its floor-plan button. */
export function RoomScreen() {
  const read = readLocationIds(useParams(), ['sectionId', 'premiseId', 'floorId', 'roomId']);
  if (read.status === 'unreadable') return <UnreadableParam param={read.param} />;
  return <RoomLoader {...read.ids} />;
}

interface Ids {
  sectionId: string;
  premiseId: string;
  floorId: string;
  roomId: string;
}

function RoomLoader(ids: Ids) {
  const { api, tenant } = useConsoleApi();
  const query = useQuery(getRoom.options(api, tenant, ids.roomId));
  return (
    <LocationQueryView query={query} level="room" id={ids.roomId}>
      {(room) => <RoomPage ids={ids} room={room} />}
    </LocationQueryView>
  );
}

function RoomPage({ ids, room }: { ids: Ids; room: Room }) {
  const { tenant } = useConsoleApi();
  const { sectionId, premiseId, floorId } = ids;
  return (
    <Page>
      <PageHeader
        title={room.name}
        actions={
          <>
            <Suspense fallback={null}>
              <FloorPlanButton
                target="room"
                id={room.id}
                to={paths.roomPlan.to(tenant, sectionId, premiseId, floorId, room.id)}
              />
            </Suspense>
            <Suspense fallback={null}>
              <LocationEditActions
                level="room"
                record={room}
                parentPath={paths.floor.to(tenant, sectionId, premiseId, floorId)}
              />
            </Suspense>
          </>
        }
      />
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
    </Page>
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
