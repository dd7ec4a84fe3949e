import {
  Button,
  ErrorState,
  FloorPlanEditor,
  FloorPlanMap,
  Inline,
  Muted,
  floorPlanDrawing,
  mergeFloorPlanEdits,
  placeDevice,
  removeDevice,
  setFloorPlanDrawing,
  type FloorPlanPoint,
  type FloorPlanRect,
} from '@hygiene/ui';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useState } from 'react';

import { renderRouterLink } from '../../../../components/RouterLink';
import { FLOOR_PLAN_BANNER_MS } from '../../../../constants';
import { apiErrorOf } from '../../../../data/apiQuery';
import { useConsoleApi } from '../../../../data/useConsoleApi';
import { useSubmitOnce } from '../../../../lib/useSubmitOnce';
import { floorPlan as p } from '../../../../messages/floorPlan';
import { floorPlanQueryOptions, type StoredFloorPlan } from '../../api/getFloorPlan';
import { useSaveFloorPlan } from '../../api/saveFloorPlan';
import { withDrawing } from '../../floorPlanDrawing';
import { planRoomNames } from '../../planRooms';
import { LocationCard } from '../LocationStates';
import { SaveNotice } from '../SaveNotice';
import { DrawingControls } from './DrawingControls';
import { NewPlanRoom, type PlanRoom } from './NewPlanRoom';
import type { FloorPlanWorkspaceProps } from './FloorPlanWorkspace';
import { PlanDevicesState } from './PlanDevicesState';
import { usePlanDevices } from './usePlanDevices';

/**
 * A save that found the plan changed elsewhere: `merged` when the person's edits were put onto the
 * saved plan (to check and save again), `unread` when the saved plan could not be read (the edits
 * stay; the next save tries again).
 */
type Rebase = { status: 'none' } | { status: 'merged' } | { status: 'unread' };

/**
 * The floor plan in edit mode: the building's drawing, rooms drawn and named, devices placed by
 * dragging, a chosen point or the keys (and taken off again), and the JSON editor (spec §2) for
 * the same document. Both save the same `map`: POST when no plan exists, PUT on the version it
 * edits; 'New floorplan saved' or 'Unable to save floorplan' for 4 s. A save that finds the plan saved meanwhile loses nothing: the edits are put onto the saved
 * plan (`mergeFloorPlanEdits`), and the person is told and saves again.
 */
export function FloorPlanEditing({
  target,
  id,
  name,
  at,
  stored,
  onDone,
}: FloorPlanWorkspaceProps & { stored: StoredFloorPlan; onDone: () => void }) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  const save = useSaveFloorPlan(target, id);
  const { devices, shown } = usePlanDevices(at);
  const storedMap = stored.exists ? stored.map : EMPTY;
  // The plan as placed on screen, until it is saved; null when it equals the stored one.
  const [draft, setDraft] = useState<unknown[] | null>(null);
  // The JSON editor reads its text once; a placement on the plan gives it the new map.
  const [editorVersion, setEditorVersion] = useState(0);
  const [rebase, setRebase] = useState<Rebase>({ status: 'none' });
  const map = draft ?? storedMap;

  const labels = useMemo(
    () => new Map((devices.data ?? []).map((d) => [d.id, d.serialNumber])),
    [devices.data],
  );
  // Every edit (a placement, a removal, a room, the drawing) changes the draft and gives the JSON
  // editor the new map. Memoised, as the handlers made from it: the list's rows and the marks
  // are, and a live update must not redraw them all.
  const editMap = useCallback(
    (change: (current: unknown[]) => unknown[]) => {
      setDraft((current) => change(current ?? storedMap));
      setEditorVersion((v) => v + 1);
    },
    [storedMap],
  );
  const onPlace = useCallback(
    (deviceId: string, point: FloorPlanPoint) =>
      editMap((current) => placeDevice(current, deviceId, point, labels.get(deviceId))),
    [editMap, labels],
  );
  const onRemove = useCallback(
    (deviceId: string) => editMap((current) => removeDevice(current, deviceId)),
    [editMap],
  );
  // A rectangle drawn on the plan, shown as a room while the person names it.
  const [drawnRoom, setDrawnRoom] = useState<FloorPlanRect | null>(null);
  const onDrawRoom = useCallback((rect: FloorPlanRect) => setDrawnRoom(rect), []);
  const addRoom = (room: PlanRoom) => {
    setDrawnRoom(null);
    editMap((current) => [...current, { type: 'room', ...room }]);
  };
  const shownMap = useMemo(
    () => (drawnRoom ? [...map, { type: 'room', ...drawnRoom }] : map),
    [map, drawnRoom],
  );
  const roomsOnPlan = useMemo(() => new Set(planRoomNames(map).keys()), [map]);
  const hasDrawing = useMemo(() => floorPlanDrawing(map) !== undefined, [map]);

  // Spec §4: saving is ignored while a save runs, however fast the second click.
  const send = useSubmitOnce(async (next: unknown[]) => {
    const base = stored;
    setRebase({ status: 'none' });
    try {
      await save.mutateAsync({ map: next, base });
      setDraft(null);
    } catch (error) {
      if (apiErrorOf(error)?.status !== 'conflict') throw error;
      // Saved (or created) elsewhere since it was read: put these edits onto that plan.
      const theirs = await queryClient
        .fetchQuery({ ...floorPlanQueryOptions(api, tenant, target, id), staleTime: 0 })
        .catch(() => undefined);
      if (!theirs) {
        setRebase({ status: 'unread' });
        return;
      }
      const baseMap = base.exists ? base.map : EMPTY;
      setDraft(mergeFloorPlanEdits(baseMap, next, theirs.exists ? theirs.map : EMPTY));
      setEditorVersion((v) => v + 1);
      save.reset();
      setRebase({ status: 'merged' });
    }
  });

  return (
    <>
      {rebase.status !== 'none' ? (
        // ErrorState announces its message as an alert.
        <ErrorState message={rebase.status === 'merged' ? p.mergedElsewhere : p.changedElsewhere} />
      ) : (
        (save.isSuccess || save.isError) && (
          <SaveNotice
            key={save.submittedAt}
            tone={save.isSuccess ? 'success' : 'error'}
            hideAfterMs={FLOOR_PLAN_BANNER_MS}
          >
            {save.isSuccess ? p.floorPlanSaved : p.floorPlanSaveFailed}
          </SaveNotice>
        )
      )}
      {!stored.exists && draft === null && <Muted as="p">{p.noFloorPlan}</Muted>}
      <LocationCard
        title={p.planCard}
        actions={
          <Inline>
            {draft !== null && <Muted>{p.unsaved}</Muted>}
            <Button
              variant="primary"
              onClick={() => void send(map)}
              disabled={draft === null || map.length === 0 || save.isPending}
              aria-busy={save.isPending || undefined}
            >
              {p.savePlan}
            </Button>
            <Button onClick={onDone} disabled={save.isPending}>
              {draft === null ? p.done : p.discard}
            </Button>
          </Inline>
        }
      >
        <PlanDevicesState devices={devices} />
        <DrawingControls
          hasDrawing={hasDrawing}
          onDrawing={(drawing) => editMap((current) => withDrawing(current, drawing))}
          onRemove={() => editMap((current) => setFloorPlanDrawing(current, null))}
        />
        {drawnRoom && (
          <NewPlanRoom
            rect={drawnRoom}
            floorId={target === 'floor' ? id : undefined}
            onPlan={roomsOnPlan}
            onAdd={addRoom}
            onCancel={() => setDrawnRoom(null)}
          />
        )}
        <FloorPlanMap
          map={shownMap}
          devices={shown}
          label={p.planLabel(name)}
          onPlace={onPlace}
          onRemove={onRemove}
          onDrawRoom={onDrawRoom}
          renderLink={renderRouterLink}
        />
      </LocationCard>
      {/* Remounted on a placement and on every new stored version (a save, a reload). */}
      <JsonCard
        key={`${editorVersion}:${stored.exists ? stored.version : ''}`}
        name={name}
        map={map}
        onSave={send}
        saving={save.isPending}
      />
    </>
  );
}

const EMPTY: unknown[] = [];

/**
 * The JSON editor in its card. Memoised: live status changes re-render the plan many times a
 * second, and the editor parses and previews the whole map on every render.
 */
const JsonCard = memo(function JsonCard({
  name,
  map,
  onSave,
  saving,
}: {
  name: string;
  map: unknown[];
  onSave: (map: unknown[]) => void;
  saving: boolean;
}) {
  return (
    <LocationCard title={p.jsonCard}>
      <FloorPlanEditor
        name={name}
        hideTitle
        showPreview={false}
        initialMap={map.length > 0 ? map : undefined}
        onSave={onSave}
        saving={saving}
      />
    </LocationCard>
  );
});
