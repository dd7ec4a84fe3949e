import { useState } from 'react';

import type { FloorPlanDevice } from './floorPlanDevice';

/**
 * The device selected for moving (a click on the plan or the arrow keys move it), if any, and
 * how to select one or none.
 */
export function useDeviceSelection(devices: readonly FloorPlanDevice[]) {
  const [chosen, setSelected] = useState<string | null>(null);
  // A chosen device that has left the list is no longer chosen.
  const selectedDevice = devices.find((d) => d.id === chosen);
  const selected = selectedDevice ? chosen : null;
  return { selected, selectedDevice, setSelected };
}
