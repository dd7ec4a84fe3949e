import type { Room } from '@hygiene/api-client';

import { roomLine } from './roomText';

/** A room as the pickers list it: with its premise's name where rooms would otherwise read alike. */
export type ListedRoom = Room & { premiseName?: string };

/** Looks up a premise's name (`GET /premises/{id}`); null when it cannot be had. */
export type PremiseNameLookup = (premiseId: string, signal?: AbortSignal) => Promise<string | null>;

/**
 * The ids of rooms that read alike ('Ekspedisjon 102 · Resepsjon · 1. etasje' twice, in two
 * premises) and whose premise could tell them apart: two or more rooms with the same line, of
 * more than one premise.
 */
export function roomsReadingAlike(rooms: readonly Room[]): Set<string> {
  const byLine = new Map<string, Room[]>();
  for (const room of rooms) {
    const line = roomLine(room);
    byLine.set(line, [...(byLine.get(line) ?? []), room]);
  }
  const alike = new Set<string>();
  for (const group of byLine.values()) {
    const premises = new Set(group.map((room) => room.floor?.premiseId ?? ''));
    if (group.length > 1 && premises.size > 1) {
      for (const room of group) alike.add(room.id);
    }
  }
  return alike;
}

/**
 * Names the premise of each room that reads like another on the same page, as the device filter
 * names floors of several premises (`floorLabels`). A room carries its floor's `premiseId`; its
 * name is looked up once per premise, and only where needed. A failed look-up leaves the room as
 * it was rather than failing the page.
 */
export async function namePremisesWhereAlike(
  rooms: readonly Room[],
  premiseName: PremiseNameLookup,
  signal?: AbortSignal,
): Promise<ListedRoom[]> {
  const alike = roomsReadingAlike(rooms);
  if (alike.size === 0) return [...rooms];
  const premiseIds = [
    ...new Set(rooms.flatMap((room) => (alike.has(room.id) ? (room.floor?.premiseId ?? []) : []))),
  ];
  const names = new Map<string, string>();
  await Promise.all(
    premiseIds.map(async (id) => {
      const name = await premiseName(id, signal).catch(() => null);
      if (name) names.set(id, name);
    }),
  );
  return rooms.map((room) => {
    const name = room.floor?.premiseId ? names.get(room.floor.premiseId) : undefined;
    return alike.has(room.id) && name ? { ...room, premiseName: name } : room;
  });
}
