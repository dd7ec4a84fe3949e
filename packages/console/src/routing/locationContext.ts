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
