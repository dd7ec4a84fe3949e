/**
 * Where a screen was opened from, passed in the history entry's state (never in the address, so a
 * shared link stays clean): the device page's way back names the worklist when that is where the
 * person came from, with its filters and page, and the dashboard otherwise.
 */
export interface CameFrom {
  screen: 'attention';
  /** The address to go back to, filters and page included. */
  to: string;
}

/** History state that says the screen was opened from `from`. */
export function cameFromState(from: CameFrom): { cameFrom: CameFrom } {
  return { cameFrom: from };
}

/** The `CameFrom` in a history entry's state, if it holds a well-formed one. */
export function readCameFrom(state: unknown): CameFrom | null {
  if (typeof state !== 'object' || state === null || !('cameFrom' in state)) return null;
  const from = (state as { cameFrom: unknown }).cameFrom;
  if (typeof from !== 'object' || from === null) return null;
  const { screen, to } = from as Partial<Record<keyof CameFrom, unknown>>;
  // Only an address inside the console: the state may be any page's.
  if (screen !== 'attention' || typeof to !== 'string' || !to.startsWith('/')) return null;
  if (to.startsWith('//')) return null;
  return { screen, to };
}
