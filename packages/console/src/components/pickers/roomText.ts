import type { Room } from '@hygiene/api-client';

/**
 * What a room picker shows of a room (spec §2 "Shared pickers"): its name, then its room type's
 * name and its floor's name, then its premise's name where the picker found rooms that would
 * otherwise read alike (`namePremisesWhereAlike`). Missing parts (a room without a type or
 * floor) are left out, never shown as 'undefined'.
 */
export function roomDetails(
  room: Pick<Room, 'type' | 'floor'> & { premiseName?: string | undefined },
): string[] {
  return [room.type?.name, room.floor?.name, room.premiseName].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
}

/** The room in one line: 'Toalett 1 · Toalett · 1. etasje'. */
export function roomLine(room: Pick<Room, 'name' | 'type' | 'floor'>): string {
  return [room.name, ...roomDetails(room)].join(' · ');
}
