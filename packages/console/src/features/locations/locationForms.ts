/** The floor number field, judged (spec §5: it must parse as an integer). */
export type FloorNumberInput =
  { status: 'empty' } | { status: 'invalid' } | { status: 'valid'; number: number };

/** Spec §5: the floor number must parse as an integer ('2', '-1', ' 3 '); 'two' or '2.5' does not. */
export function parseFloorNumber(text: string): FloorNumberInput {
  const trimmed = text.trim();
  if (trimmed === '') return { status: 'empty' };
  if (!/^[-+]?\d+$/.test(trimmed)) return { status: 'invalid' };
  const number = Number.parseInt(trimmed, 10);
  return Number.isSafeInteger(number) ? { status: 'valid', number } : { status: 'invalid' };
}

/** The coordinates field, judged. */
export type CoordinatesInput =
  | { status: 'empty' }
  | { status: 'invalid' }
  | { status: 'valid'; latitude: number; longitude: number };

/**
 * Spec §5: coordinates are entered as 'latitude, longitude' and split on a comma and a space;
 * the update is disabled if the input is empty or either value is not a number. So '59.9,10.7'
 * (no space) and 'abc' are not coordinates.
 */
export function parseCoordinates(text: string): CoordinatesInput {
  if (text.trim() === '') return { status: 'empty' };
  const parts = text.trim().split(', ');
  if (parts.length !== 2) return { status: 'invalid' };
  const [latitude, longitude] = parts.map(toNumber) as [number, number];
  if (Number.isNaN(latitude) || Number.isNaN(longitude)) return { status: 'invalid' };
  return { status: 'valid', latitude, longitude };
}

/** A number as written, or NaN: `Number('')` would be 0, and '1e3x' is not a number. */
function toNumber(part: string): number {
  const trimmed = part.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The Add Room dialog's room type: none yet, an existing one, or a new one being named. */
export type RoomTypeChoice =
  | { status: 'none' }
  | { status: 'existing'; id: string }
  | { status: 'creating'; name: string; useForCompliance: boolean };

/**
 * Spec §5: Add Room saves only with a room type other than the empty one, a non-empty name and
 * an existing floor.
 */
export function canSaveRoom(choice: RoomTypeChoice, name: string, floorExists: boolean): boolean {
  return choice.status === 'existing' && choice.id !== '' && name.trim() !== '' && floorExists;
}
