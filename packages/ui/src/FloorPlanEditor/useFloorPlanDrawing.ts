import { useMemo } from 'react';

import { devicePositions, floorPlanView, readFloorPlanShapes } from './floorPlan';
import type { FloorPlanDevice } from './floorPlanDevice';
import { planUnit, shapesBesideMarks } from './drawingModel';

/**
 * What the map draws, read from the map once per map: the shapes to draw under the marks, how
 * many entries could not be read, where the devices are placed, the box that fits the plan (zoom
 * 1) and the plan's unit.
 */
export function useFloorPlanDrawing(map: readonly unknown[], devices: readonly FloorPlanDevice[]) {
  const { shapes, ignored } = useMemo(() => readFloorPlanShapes(map), [map]);
  const positions = useMemo(() => devicePositions(map), [map]);
  const fit = useMemo(() => floorPlanView(shapes), [shapes]);
  const unit = planUnit(fit);
  // Keyed by the listed ids, not the list: a live status change brings a new list of the same
  // devices, and must not redraw every room and wall.
  const listedIds = devices.map((device) => device.id).join('\n');
  const drawnShapes = useMemo(
    () => shapesBesideMarks(shapes, new Set(listedIds.split('\n'))),
    [shapes, listedIds],
  );
  return { drawnShapes, ignored, positions, fit, unit };
}
