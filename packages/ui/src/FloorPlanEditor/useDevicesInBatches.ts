import { useEffect, useState } from 'react';

import type { FloorPlanDevice } from './floorPlanDevice';

/**
 * Devices are added to the page this many a frame: hundreds at once would be one long task
 * (WCAG-friendly input needs the main thread free), a hundred a frame stays well under 50 ms.
 */
const RENDER_BATCH = 100;

/**
 * The devices to render so far. A large floor is added in batches, one a frame, so no single
 * commit blocks the page.
 */
export function useDevicesInBatches(devices: readonly FloorPlanDevice[]) {
  const [rendered, setRendered] = useState(RENDER_BATCH);
  useEffect(() => {
    if (rendered >= devices.length) return undefined;
    const frame = requestAnimationFrame(() => setRendered((n) => n + RENDER_BATCH));
    return () => cancelAnimationFrame(frame);
  }, [rendered, devices.length]);
  return devices.length > rendered ? devices.slice(0, rendered) : devices;
}
