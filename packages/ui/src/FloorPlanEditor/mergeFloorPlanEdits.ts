import { readFloorPlanShape } from './floorPlan';

/**
 * Puts the edits of `mine` (made on `base`) onto `theirs`, a version saved meanwhile, so a stale
 * save loses nothing either side placed or wrote. Dispensers of a device are one entry each,
 * matched by `deviceId`: where mine moved, added or removed one, mine wins; where mine left it as
 * it was, theirs stays. Every other entry is matched by its JSON: one mine removed from the base
 * goes (if theirs still has it), one mine added is appended (unless theirs has it already), and
 * theirs stay in their order. The inputs are not changed.
 */
export function mergeFloorPlanEdits(
  base: readonly unknown[],
  mine: readonly unknown[],
  theirs: readonly unknown[],
): unknown[] {
  const placedIn = (map: readonly unknown[]) => {
    const byDevice = new Map<string, unknown>();
    for (const entry of map) {
      const id = deviceIdOf(entry);
      if (id !== undefined && !byDevice.has(id)) byDevice.set(id, entry);
    }
    return byDevice;
  };
  const basePlaced = placedIn(base);
  const minePlaced = placedIn(mine);
  // Devices whose entry mine changed, added or removed, with mine's entry (undefined: removed).
  const mineChanged = new Map<string, unknown>();
  for (const id of new Set([...basePlaced.keys(), ...minePlaced.keys()])) {
    const before = basePlaced.get(id);
    const after = minePlaced.get(id);
    if (JSON.stringify(before) !== JSON.stringify(after)) mineChanged.set(id, after);
  }
  const key = (entry: unknown) => JSON.stringify(entry);
  const counts = (map: readonly unknown[]) => {
    const count = new Map<string, number>();
    for (const entry of map) {
      if (deviceIdOf(entry) !== undefined) continue;
      count.set(key(entry), (count.get(key(entry)) ?? 0) + 1);
    }
    return count;
  };
  const baseCount = counts(base);
  const mineCount = counts(mine);
  const removed = new Map<string, number>();
  for (const [entry, n] of baseCount) {
    const gone = n - (mineCount.get(entry) ?? 0);
    if (gone > 0) removed.set(entry, gone);
  }

  const merged: unknown[] = [];
  const theirsPlaced = new Set<string>();
  for (const entry of theirs) {
    const id = deviceIdOf(entry);
    if (id !== undefined) {
      if (theirsPlaced.has(id)) continue;
      theirsPlaced.add(id);
      if (!mineChanged.has(id)) merged.push(entry);
      else if (mineChanged.get(id) !== undefined) merged.push(mineChanged.get(id));
      continue;
    }
    const left = removed.get(key(entry)) ?? 0;
    if (left > 0) removed.set(key(entry), left - 1);
    else merged.push(entry);
  }
  // What mine placed that theirs never had.
  for (const [id, entry] of mineChanged) {
    if (entry !== undefined && !theirsPlaced.has(id)) merged.push(entry);
  }
  // What mine wrote that neither the base nor theirs has.
  const theirsCount = counts(theirs);
  for (const entry of mine) {
    if (deviceIdOf(entry) !== undefined) continue;
    const k = key(entry);
    const added = (mineCount.get(k) ?? 0) - (baseCount.get(k) ?? 0);
    const already = theirsCount.get(k) ?? 0;
    if (added > already) {
      merged.push(entry);
      theirsCount.set(k, already + 1);
    }
  }
  return merged;
}

/** The device a dispenser entry is, if it is one. */
function deviceIdOf(entry: unknown): string | undefined {
  const shape = readFloorPlanShape(entry);
  return shape?.type === 'dispenser' ? shape.deviceId : undefined;
}
