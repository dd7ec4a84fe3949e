import type { ApiClient, BatteryChange, FluidType, PowerSource } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { deviceKeys } from './queryKeys';

/**
 * The device page's four writes (spec §7): fluid type, a refill, power source, a battery change.
 * One file because they share one shape: a status-only call, then the device is read again.
 */
export type DeviceChange =
  | { status: 'fluidType'; type: FluidType }
  | { status: 'refill'; type: FluidType }
  | { status: 'powerSource'; powerSource: PowerSource }
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
      return unwrap(api.setTenantDeviceFluidType(tenant, deviceId, { type: change.type }));
    case 'refill':
      return unwrap(api.addTenantDeviceFluid(tenant, deviceId, { type: change.type }));
    case 'powerSource':
      return unwrap(api.setDevicePowerSource(deviceId, { powerSource: change.powerSource }));
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
