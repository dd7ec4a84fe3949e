import { ErrorState, Spinner } from '@hygiene/ui';

import { locations as m } from '../../../../messages/locations';

/**
 * The floor's devices on their way, or failed with 'Try again', above the plan; nothing once
 * they are there. The viewer and the editor show the same.
 */
export function PlanDevicesState({
  devices,
}: {
  devices: { isError: boolean; isPending: boolean; refetch: () => unknown };
}) {
  if (devices.isError) {
    return (
      <ErrorState message={m.fetchError(m.items.devices)} onRetry={() => void devices.refetch()} />
    );
  }
  return devices.isPending ? <Spinner label={m.devicesTitle} /> : null;
}
