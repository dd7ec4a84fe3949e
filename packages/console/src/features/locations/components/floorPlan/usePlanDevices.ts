import type { AttentionItem, Device } from '@hygiene/api-client';
import type { FloorPlanDevice } from '@hygiene/ui';
import { useDeferredValue, useMemo } from 'react';
import { useParams } from 'react-router';

import { useFloorAttention } from '../../api/getFloorAttention';
import { useLowBatteryPercent } from '../../../../data/attentionThresholds';
import { useAttentionLiveRefresh } from '../../../../data/useAttentionLiveRefresh';
import { useConsoleApi } from '../../../../data/useConsoleApi';
import { paths } from '../../../../routing/paths';
import { useLocationDevices } from '../../api/getLocationDevices';
import type { DevicesAt } from '../../api/queryKeys';
import { combinedHealth, statusOf, statusWithAttention } from '../../liveDeviceStatus';
import { useLiveDeviceFacts } from '../useLiveDeviceFacts';

const NO_DEVICES: FloorPlanDevice[] = [];
const NO_NEEDS: ReadonlyMap<string, AttentionItem> = new Map();

/**
 * The devices of a floor (or room) as the plan shows them, live: each with its status from its
 * record and the live events since the page opened, made worse by what the platform's worklist
 * says of it (asked again when a live event may have changed it, issue 29). The viewer and the
 * editor show the same.
 */
export function usePlanDevices(at: DevicesAt) {
  const { tenant } = useConsoleApi();
  const devices = useLocationDevices(at);
  const facts = useLiveDeviceFacts();
  // A room's plan is on its floor: the worklist of the floor holds its devices.
  const { floorId } = useParams();
  const attention = useFloorAttention(floorId);
  const needs = attention.status === 'known' ? attention.items : NO_NEEDS;
  const lowBatteryPercent = useLowBatteryPercent();
  useAttentionLiveRefresh();

  const planDevices = useMemo(
    () =>
      (devices.data ?? []).map((device: Device): FloorPlanDevice => {
        const item = needs.get(device.id);
        const live = statusOf(combinedHealth(device, facts.get(device.id), lowBatteryPercent));
        return {
          id: device.id,
          label: device.serialNumber,
          status: statusWithAttention(live, item),
          ...(item ? { attention: item.severity } : {}),
          href: paths.device.to(tenant, device.id),
        };
      }),
    [devices.data, facts, tenant, needs, lowBatteryPercent],
  );
  // Hundreds of devices are drawn in a background render that yields to the browser, so opening
  // the plan and live updates never block input or frames (React time-slices deferred renders).
  const shown = useDeferredValue(planDevices, NO_DEVICES);
  return { devices, shown, attention };
}
