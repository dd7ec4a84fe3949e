import type { Device } from '@hygiene/api-client';
import {
  Banner,
  Button,
  ErrorState,
  FloorPlanEditor,
  FloorPlanMap,
  Inline,
  Muted,
  Page,
  PageHeader,
  SectionCard,
  Spinner,
  placeDevice,
  type FloorPlanDevice,
  type FloorPlanPoint,
} from '@hygiene/ui';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';

import { renderRouterLink } from '../../../components/RouterLink';
import { FLOOR_PLAN_BANNER_MS } from '../../../constants';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { messages } from '../../../messages';
import { locationContext, readLocationIds } from '../../../routing/locationContext';
import { paths } from '../../../routing/paths';
import { useFloor } from '../api/getFloor';
import { useFloorPlan, type StoredFloorPlan } from '../api/getFloorPlan';
import { useLocationDevices } from '../api/getLocationDevices';
import { useRoom } from '../api/getRoom';
import type { DevicesAt, FloorPlanTarget } from '../api/queryKeys';
import { useSaveFloorPlan } from '../api/saveFloorPlan';
import { LocationQueryView, UnreadableParam } from '../components/LocationStates';
import { useLiveDeviceFacts } from '../components/useLiveDeviceFacts';
import { combinedHealth, statusOf } from '../liveDeviceStatus';

const m = messages.locations;

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
  if (read.kind === 'unreadable') return <UnreadableParam param={read.param} />;
  return context.type === 'RoomModel' ? (
    <RoomPlan roomId={context.id} />
  ) : (
    <FloorPlan floorId={read.ids.floorId} />
  );
}

function FloorPlan({ floorId }: { floorId: string }) {
  const query = useFloor(floorId);
  return (
    <LocationQueryView query={query} level="floor" id={floorId}>
      {(floor) => (
        <FloorPlanPage target="floor" id={floor.id} name={floor.name} at={{ floorId: floor.id }} />
      )}
    </LocationQueryView>
  );
}

function RoomPlan({ roomId }: { roomId: string }) {
  const query = useRoom(roomId);
  return (
    <LocationQueryView query={query} level="room" id={roomId}>
      {(room) => (
        <FloorPlanPage target="room" id={room.id} name={room.name} at={{ roomId: room.id }} />
      )}
    </LocationQueryView>
  );
}

interface PlanProps {
  target: FloorPlanTarget;
  id: string;
  name: string;
  at: DevicesAt;
}

/** Spec §4 floor-plan fetch: default, loading, fetched (a missing plan is fetched: none yet). */
function FloorPlanPage(props: PlanProps) {
  const plan = useFloorPlan(props.target, props.id);
  return (
    <Page>
      <PageHeader title={m.floorPlanTitle(props.name)} description={m.floorPlanDescription} />
      {plan.isPending ? (
        <Spinner label={m.floorPlanTitle(props.name)} />
      ) : plan.isError ? (
        <ErrorState message={m.fetchError(m.items.floorPlan)} onRetry={() => void plan.refetch()} />
      ) : (
        <PlanEditing {...props} stored={plan.data} />
      )}
    </Page>
  );
}

function PlanEditing({ target, id, name, at, stored }: PlanProps & { stored: StoredFloorPlan }) {
  const { tenant } = useConsoleApi();
  const save = useSaveFloorPlan(target, id);
  const devices = useLocationDevices(at);
  const facts = useLiveDeviceFacts();
  const storedMap = stored.exists ? stored.map : EMPTY;
  // The plan as placed on screen, until it is saved; null when it equals the stored one.
  const [draft, setDraft] = useState<unknown[] | null>(null);
  // The JSON editor reads its text once; a placement on the plan gives it the new map.
  const [editorVersion, setEditorVersion] = useState(0);
  const map = draft ?? storedMap;

  const planDevices = useMemo(
    () =>
      (devices.data ?? []).map((device: Device): FloorPlanDevice => ({
        id: device.id,
        label: device.serialNumber,
        status: statusOf(combinedHealth(device, facts.get(device.id))),
        href: paths.device.to(tenant, device.id),
      })),
    [devices.data, facts, tenant],
  );
  const labels = useMemo(
    () => new Map((devices.data ?? []).map((d) => [d.id, d.serialNumber])),
    [devices.data],
  );

  const onPlace = useCallback(
    (deviceId: string, point: FloorPlanPoint) => {
      setDraft((current) =>
        placeDevice(current ?? storedMap, deviceId, point, labels.get(deviceId)),
      );
      setEditorVersion((v) => v + 1);
    },
    [storedMap, labels],
  );

  // Spec §4: saving is ignored while a save runs.
  const send = (next: unknown[]) => {
    if (save.isPending) return;
    save.mutate({ map: next, exists: stored.exists }, { onSuccess: () => setDraft(null) });
  };

  return (
    <>
      {save.isSuccess && (
        <Banner key={save.submittedAt} tone="success" hideAfterMs={FLOOR_PLAN_BANNER_MS}>
          {m.floorPlanSaved}
        </Banner>
      )}
      {save.isError && (
        <Banner key={save.submittedAt} tone="error" hideAfterMs={FLOOR_PLAN_BANNER_MS}>
          {m.floorPlanSaveFailed}
        </Banner>
      )}
      {!stored.exists && draft === null && <Muted as="p">{m.noFloorPlan}</Muted>}
      <SectionCard
        title={m.planCard}
        actions={
          <Inline>
            {draft !== null && <Muted>{m.unsaved}</Muted>}
            <Button
              variant="primary"
              onClick={() => send(map)}
              disabled={draft === null || map.length === 0 || save.isPending}
              aria-busy={save.isPending || undefined}
            >
              {m.savePlan}
            </Button>
          </Inline>
        }
      >
        {devices.isError ? (
          <ErrorState
            message={m.fetchError(m.items.devices)}
            onRetry={() => void devices.refetch()}
          />
        ) : devices.isPending ? (
          <Spinner label={m.devicesTitle} />
        ) : null}
        <FloorPlanMap
          map={map}
          devices={planDevices}
          label={m.planLabel(name)}
          onPlace={onPlace}
          renderLink={renderRouterLink}
        />
      </SectionCard>
      <SectionCard title={m.jsonCard}>
        <FloorPlanEditor
          key={editorVersion}
          name={name}
          hideTitle
          initialMap={map.length > 0 ? map : undefined}
          onSave={send}
          saving={save.isPending}
        />
      </SectionCard>
    </>
  );
}

const EMPTY: unknown[] = [];
