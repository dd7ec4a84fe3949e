import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ifMatchOf, type EditBase } from '../../../data/editBase';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { refreshRoots } from '../../../data/writeOperation';
import { getFloor } from '../../../generated/operations/getFloor';
import { getPremise } from '../../../generated/operations/getPremise';
import { getRoom } from '../../../generated/operations/getRoom';
import { getSection } from '../../../generated/operations/getSection';
import { removeFloor } from '../../../generated/operations/removeFloor';
import { removePremise } from '../../../generated/operations/removePremise';
import { removeRoom } from '../../../generated/operations/removeRoom';
import { removeRoomType } from '../../../generated/operations/removeRoomType';
import { removeSection } from '../../../generated/operations/removeSection';
import { renameFloor } from '../../../generated/operations/renameFloor';
import { renamePremise } from '../../../generated/operations/renamePremise';
import { renameRoom } from '../../../generated/operations/renameRoom';
import { renameRoomType } from '../../../generated/operations/renameRoomType';
import { renameSection } from '../../../generated/operations/renameSection';
import { locationKeys } from './queryKeys';

/** A location the provider renames and removes (issue 54), and a room type. */
export type EditableLevel = 'section' | 'premise' | 'floor' | 'room' | 'roomType';

/** A location as read: what a rename or removal edits, at its version. */
export interface EditableRecord {
  id: string;
  name: string;
  version?: string | undefined;
}

/**
 * Each level's read, rename and removal: the contract's operations (generated), so the roles
 * table is asked by their ids and the cache refreshed by the roots they name.
 */
export const locationEdits = {
  section: { read: getSection, rename: renameSection, remove: removeSection },
  premise: { read: getPremise, rename: renamePremise, remove: removePremise },
  floor: { read: getFloor, rename: renameFloor, remove: removeFloor },
  room: { read: getRoom, rename: renameRoom, remove: removeRoom },
  roomType: { read: undefined, rename: renameRoomType, remove: removeRoomType },
} as const;

/** Where the record's own answer is cached: the location, or the list of room types. */
const recordKey = (tenant: string, level: EditableLevel, id: string) =>
  level === 'roomType' ? locationKeys.roomTypes(tenant) : locationEdits[level].read.key(tenant, id);

/** The record in a cached answer: the location itself, or a room type in the list of them. */
function recordIn(data: unknown, id: string): EditableRecord | undefined {
  if (Array.isArray(data)) return (data as EditableRecord[]).find((item) => item.id === id);
  return typeof data === 'object' && data !== null ? (data as EditableRecord) : undefined;
}

/**
 * 'Load the saved version' of a rename or removal that met a change made elsewhere (412): the
 * record read again, as it is stored now (its name and version), or undefined when it is gone.
 */
export function useReloadLocation(level: EditableLevel, id: string) {
  const { tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return async () => {
    const queryKey = recordKey(tenant, level, id);
    await queryClient.refetchQueries({ queryKey });
    return recordIn(queryClient.getQueryData(queryKey), id);
  };
}

/**
 * `PATCH /sections|premises|floors|rooms|room-types/{id}` with `{ name }`, on its version. On
 * success every answer under the roots the rename makes stale refreshes (the trail, the lists,
 * the wizard's room step, the floor plan's rooms), so the new name shows at once.
 */
export function useRenameLocation(level: EditableLevel, id: string) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  const { rename } = locationEdits[level];
  return useMutation({
    mutationFn: ({ name, base }: { name: string; base: EditBase }) =>
      rename.fetch(api, { id, body: { name }, call: ifMatchOf(base) }),
    onSuccess: () => void refreshRoots(queryClient, tenant, rename.invalidates),
  });
}

/**
 * `DELETE /sections|premises|floors|rooms|room-types/{id}`, on its version. The removed record's
 * own answer is dropped (not refetched into a 404).
 */
export function useRemoveLocation(level: EditableLevel, id: string) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  const { remove } = locationEdits[level];
  return useMutation({
    mutationFn: (base: EditBase) => remove.fetch(api, { id, call: ifMatchOf(base) }),
    onSuccess: () => {
      if (level !== 'roomType')
        queryClient.removeQueries({ queryKey: recordKey(tenant, level, id) });
      void refreshRoots(queryClient, tenant, remove.invalidates);
    },
  });
}
