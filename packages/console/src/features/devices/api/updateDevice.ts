import type { ApiClient, BatteryChange, FluidType, PowerSource } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { ifMatchOf, type EditBase } from '../../../data/editBase';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { deviceKeys } from './queryKeys';

/**
 * The device page's four writes (spec §7): fluid type, a refill, power source, a battery change.
 * One file because they share one shape: a status-only call, then the device is read again.
 * The two settings are edits, saved on the device's version as read (`base`, issue 54); a refill
 * and a battery change record what happened, whatever the version.
 */
export type DeviceChange =
  | { status: 'fluidType'; type: FluidType; base: EditBase }
  | { status: 'refill'; type: FluidType }
  | { status: 'powerSource'; powerSource: PowerSource; base: EditBase }
  | { status: 'batteries'; body: BatteryChange };

/** Sends one change: PUT .../fluid/type, POST .../fluid, PUT /devices/{id}/power-source, POST .../batteries. */
export function updateDevice(
  api: ApiClient,
  tenant: string,
  deviceId: string,
  change: DeviceChange,
) {
  switch (change.status) {
    case 'fluidType':
      return unwrap(
        api.setTenantDeviceFluidType(
          tenant,
          deviceId,
          { type: change.type },
          ifMatchOf(change.base),
        ),
      );
    case 'refill':
      return unwrap(api.addTenantDeviceFluid(tenant, deviceId, { type: change.type }));
    case 'powerSource':
      return unwrap(
        api.setDevicePowerSource(
          deviceId,
          { powerSource: change.powerSource },
          ifMatchOf(change.base),
        ),
      );
    case 'batteries':
      return unwrap(api.changeTenantDeviceBatteries(tenant, deviceId, change.body));
    default:
      return change satisfies never;
  }
}

export function useUpdateDevice(deviceId: string) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: DeviceChange) => updateDevice(api, tenant, deviceId, change),
    // A device write changes more than the device page: the list's columns and the dashboard's
    // counts read the same devices, so the devices root is refreshed (the device's QR code and
    // comments sit outside it: the write changes neither).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all(tenant) }),
  });
}
