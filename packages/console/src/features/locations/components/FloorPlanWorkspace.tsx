import type { Device } from '@hygiene/api-client';
import {
  Button,
  ErrorState,
  FloorPlanEditor,
  FloorPlanMap,
  Inline,
  Muted,
  Spinner,
  placeDevice,
  type FloorPlanDevice,
  type FloorPlanPoint,
} from '@hygiene/ui';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';

import { renderRouterLink } from '../../../components/RouterLink';
import { FLOOR_PLAN_BANNER_MS } from '../../../constants';
import { apiErrorOf } from '../../../data/apiQuery';
import { useFloorAttention } from '../../../data/attention';
import { useLowBatteryPercent } from '../../../data/attentionThresholds';
import { useAttentionLiveRefresh } from '../../../data/useAttentionLiveRefresh';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { locations as locationMessages } from '../../../messages/locations';
import { LocationCard } from './LocationStates';
import { floorPlan as floorPlanMessages } from '../../../messages/floorPlan';
import { paths } from '../../../routing/paths';
import type { StoredFloorPlan } from '../api/getFloorPlan';
import { useLocationDevices } from '../api/getLocationDevices';
import { floorPlanQueryOptions } from '../api/getFloorPlan';
import type { DevicesAt, FloorPlanTarget } from '../api/queryKeys';
import { useSaveFloorPlan, type FloorPlanBase } from '../api/saveFloorPlan';
import { combinedHealth, statusOf, statusWithAttention } from '../liveDeviceStatus';
import { SaveNotice } from './SaveNotice';
import { useLiveDeviceFacts } from './useLiveDeviceFacts';

const m = locationMessages;
const p = floorPlanMessages;

export interface FloorPlanWorkspaceProps {
  target: FloorPlanTarget;
  id: string;
  name: string;
  at: DevicesAt;
}

/**
 * The floor-plan page's work area once the stored plan is known: the plan drawn with the floor's
 * (or room's) devices and their live status, placed by dragging, a chosen point or the keys; and
 * the JSON editor (spec §2) as the expert view. Both save the same `map`: POST when no plan
 * exists, PUT when one does; 'New floorplan saved' or 'Unable to save floorplan' for 4 s.
 */
export function FloorPlanWorkspace({
  target,
  id,
  name,
  at,
  stored,
}: FloorPlanWorkspaceProps & { stored: StoredFloorPlan }) {
  const { api, tenant } = useConsoleApi();
  const save = useSaveFloorPlan(target, id);
  const devices = useLocationDevices(at);
  const facts = useLiveDeviceFacts();
  // What the platform says needs attention on this floor (a room's plan is on its floor): marked
  // by severity, and asked again when a live event may have changed it (issue 29).
  const { floorId } = useParams();
  // `?device=` (a link from the worklist): that device is pointed out on the plan.
  const [search] = useSearchParams();
  const highlight = search.get('device') ?? undefined;
  const attention = useFloorAttention(floorId);
  const lowBatteryPercent = useLowBatteryPercent();
  useAttentionLiveRefresh();
  const storedMap = stored.exists ? stored.map : EMPTY;
  // The plan as placed on screen, until it is saved; null when it equals the stored one.
  const [draft, setDraft] = useState<unknown[] | null>(null);
  // The JSON editor reads its text once; a placement on the plan gives it the new map.
  const [editorVersion, setEditorVersion] = useState(0);
  const map = draft ?? storedMap;

  const planDevices = useMemo(
    () =>
      (devices.data ?? []).map((device: Device): FloorPlanDevice => {
        const item = attention.get(device.id);
        const live = statusOf(combinedHealth(device, facts.get(device.id), lowBatteryPercent));
        return {
          id: device.id,
          label: device.serialNumber,
          status: statusWithAttention(live, item),
          ...(item ? { attention: item.severity } : {}),
          href: paths.device.to(tenant, device.id),
        };
      }),
    [devices.data, facts, tenant, attention, lowBatteryPercent],
  );
  // Hundreds of devices are drawn in a background render that yields to the browser, so opening
  // the plan and live updates never block input or frames (React time-slices deferred renders).
  const shownDevices = useDeferredValue(planDevices, NO_DEVICES);
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

  // Spec §4: saving is ignored while a save runs, however fast the second click.
  const send = useSubmitOnce(async (next: unknown[], base: FloorPlanBase = stored) => {
    await save.mutateAsync({ map: next, base });
    setDraft(null);
  });

  // The plan was saved (or created) elsewhere since it was read: say so and let the person
  // choose, rather than overwrite it unseen or leave a page that cannot save.
  const queryClient = useQueryClient();
  const changedElsewhere = save.isError && apiErrorOf(save.error)?.status === 'conflict';
  const loadSaved = async () => {
    await queryClient
      .fetchQuery({ ...floorPlanQueryOptions(api, tenant, target, id), staleTime: 0 })
      .catch(() => undefined);
    // The editor reads its text once: remount it on the plan just read.
    save.reset();
    setDraft(null);
    setEditorVersion((v) => v + 1);
  };
  const overwrite = () => {
    const mine = save.variables?.map;
    if (mine) send(mine, { overwrite: true });
  };

  return (
    <>
      {changedElsewhere ? (
        <ChangedElsewhere onLoadSaved={() => void loadSaved()} onOverwrite={overwrite} />
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
              onClick={() => send(map)}
              disabled={draft === null || map.length === 0 || save.isPending}
              aria-busy={save.isPending || undefined}
            >
              {p.savePlan}
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
          devices={shownDevices}
          label={p.planLabel(name)}
          onPlace={onPlace}
          renderLink={renderRouterLink}
          highlight={highlight}
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
const NO_DEVICES: FloorPlanDevice[] = [];

/** A save that found the plan changed elsewhere: the person's edits are kept until they choose. */
function ChangedElsewhere({
  onLoadSaved,
  onOverwrite,
}: {
  onLoadSaved: () => void;
  onOverwrite: () => void;
}) {
  return (
    <div>
      {/* ErrorState announces its message as an alert. */}
      <ErrorState message={p.changedElsewhere} />
      <Inline>
        <Button onClick={onLoadSaved}>{p.loadSaved}</Button>
        <Button variant="primary" onClick={onOverwrite}>
          {p.overwrite}
        </Button>
      </Inline>
    </div>
  );
}

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
