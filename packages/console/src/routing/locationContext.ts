/** The location route parameters of spec §2. */
export interface LocationParams {
  sectionId?: string | undefined;
  premiseId?: string | undefined;
  floorId?: string | undefined;
  roomId?: string | undefined;
}

/** The location object types of spec §3, and which parameter carries the id. */
export type LocationContext =
  | { type: 'RoomModel'; id: string }
  | { type: 'FloorModel'; id: string }
  | { type: 'PremiseModel'; id: string }
  | { type: 'SectionModel'; id: string }
  | { type: null };

/**
 * The outermost location type of a context, by the precedence of spec §2: room, then floor,
 * then premise, then section, otherwise none. Empty parameters do not count.
 */
export function locationContext({
  sectionId,
  premiseId,
  floorId,
  roomId,
}: LocationParams): LocationContext {
  if (roomId) return { type: 'RoomModel', id: roomId };
  if (floorId) return { type: 'FloorModel', id: floorId };
  if (premiseId) return { type: 'PremiseModel', id: premiseId };
  if (sectionId) return { type: 'SectionModel', id: sectionId };
  return { type: null };
}

/** The location parameters a screen needs, each read from the address or reported unreadable. */
export type LocationIds<K extends keyof LocationParams> =
  { kind: 'read'; ids: Record<K, string> } | { kind: 'unreadable'; param: K };

/**
 * Reads the location parameters a screen needs, in the order given. A parameter that is missing,
 * blank, or still percent-encoded (the address could not be decoded) cannot be read: the screen
 * then shows spec §8's 'Could not read {x}Id from url' instead of asking the API for nonsense.
 */
export function readLocationIds<K extends keyof LocationParams>(
  params: Partial<Record<string, string | undefined>>,
  needed: readonly K[],
): LocationIds<K> {
  const ids = {} as Record<K, string>;
  for (const param of needed) {
    const value = params[param]?.trim();
    if (!value || /%[0-9a-f]{2}/i.test(value)) return { kind: 'unreadable', param };
    ids[param] = value;
  }
  return { kind: 'read', ids };
}
