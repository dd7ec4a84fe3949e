/** What naming a floor needs to know of it. */
export interface FloorForLabel {
  id: string;
  name: string;
  premiseId?: string | undefined;
}

/**
 * The label of each floor in a list (by floor id). Floors of one premise are named as they are;
 * where floors of several premises meet (the device filter, a picker over a whole tenant), each
 * gets its premise's name, so three '0. etasje' can be told apart. A premise whose name is not
 * known keeps the floor's own name rather than showing an id.
 */
export function floorLabels(
  floors: readonly FloorForLabel[],
  premiseNames: ReadonlyMap<string, string>,
): Map<string, string> {
  const premises = new Set(floors.map((floor) => floor.premiseId ?? ''));
  const labels = new Map<string, string>();
  for (const floor of floors) {
    const premise = floor.premiseId ? premiseNames.get(floor.premiseId) : undefined;
    labels.set(floor.id, premises.size > 1 && premise ? `${floor.name} · ${premise}` : floor.name);
  }
  return labels;
}
