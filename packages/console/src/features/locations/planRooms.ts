/**
 * The rooms a floor plan links to the platform's (`{ type: 'room', roomId, label }` entries, as
 * the seed draws them and 'Draw a room' adds them): their names on the plan, by room id.
 */
export function planRoomNames(map: readonly unknown[]): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const entry of map) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { type, roomId, label } = entry as Record<string, unknown>;
    if (type === 'room' && typeof roomId === 'string') {
      names.set(roomId, typeof label === 'string' ? label : '');
    }
  }
  return names;
}
