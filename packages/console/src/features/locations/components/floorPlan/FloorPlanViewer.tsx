import { FloorPlanMap, Muted } from '@hygiene/ui';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import { renderRouterLink } from '../../../../components/RouterLink';
import type { FloorAttention } from '../../api/getFloorAttention';
import { floorPlan as p } from '../../../../messages/floorPlan';
import type { StoredFloorPlan } from '../../api/getFloorPlan';
import { planRoomNames } from '../../planRooms';
import { LocationCard } from '../LocationStates';
import { ChosenDevice, type ChosenNeed } from './ChosenDevice';
import type { FloorPlanWorkspaceProps } from './FloorPlanWorkspace';
import { PlanDevicesState } from './PlanDevicesState';
import { usePlanDevices } from './usePlanDevices';

/** The search parameter that names the chosen device (the worklist's link sets it too). */
const CHOSEN = 'device';

/**
 * The floor plan as everyone sees it: the drawing with every dispenser's live state (pan, zoom,
 * fit, a legend), the list of the same devices, and the chosen dispenser's state, reasons and
 * page. Choosing one (on the plan or in the list) puts it in the address, so the worklist's
 * 'Show on floor plan' opens the plan with it chosen and in view, and a reload keeps it.
 * `editAction` is the way into edit mode, where the role allows.
 */
export function FloorPlanViewer({
  name,
  at,
  stored,
  editAction,
}: FloorPlanWorkspaceProps & { stored: StoredFloorPlan; editAction: ReactNode }) {
  const { devices, shown, attention } = usePlanDevices(at);
  const [search, setSearch] = useSearchParams();
  const chosenId = search.get(CHOSEN) ?? undefined;
  const map = stored.exists ? stored.map : EMPTY;
  const rooms = useMemo(() => planRoomNames(map), [map]);

  const setChosen = (id: string | undefined) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(CHOSEN, id);
        else next.delete(CHOSEN);
        return next;
      },
      { replace: true },
    );

  const chosen = shown.find((device) => device.id === chosenId);
  const chosenRecord = devices.data?.find((device) => device.id === chosenId);
  const roomId =
    chosenRecord?.location?.type === 'RoomModel' ? chosenRecord.location.identifier : undefined;

  return (
    <>
      {!stored.exists && <Muted as="p">{p.noFloorPlanToView}</Muted>}
      <LocationCard title={p.planCard} actions={editAction}>
        <PlanDevicesState devices={devices} />
        {chosen && (
          <ChosenDevice
            device={chosen}
            need={needOf(attention, chosen.id)}
            room={roomId ? rooms.get(roomId) : undefined}
            onClose={() => setChosen(undefined)}
          />
        )}
        <FloorPlanMap
          map={map}
          devices={shown}
          label={p.planLabel(name)}
          renderLink={renderRouterLink}
          // Pointed out once the panel above knows what the dispenser needs: the panel is then
          // as tall as it gets, so it does not push the mark back out of the view it was
          // scrolled into.
          highlight={attention.status === 'checking' ? undefined : chosenId}
          onChoose={setChosen}
        />
      </LocationCard>
    </>
  );
}

const EMPTY: unknown[] = [];

function needOf(attention: FloorAttention, deviceId: string): ChosenNeed {
  if (attention.status !== 'known') return attention;
  return { status: 'known', item: attention.items.get(deviceId) };
}
