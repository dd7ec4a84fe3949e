import type { ApiClient } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { ifMatchOf, type EditBase } from '../../../data/editBase';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { locationKeys, refreshAfterLocationWrite } from './queryKeys';

/** A location the provider renames and removes (issue 54), and a room type. */
export type EditableLevel = 'section' | 'premise' | 'floor' | 'room' | 'roomType';

export type { EditBase };

/** `PATCH /sections|premises|floors|rooms|room-types/{id}` with `{ name }`, on its version. */
export function renameLocation(
  api: ApiClient,
  level: EditableLevel,
  id: string,
  name: string,
  base: EditBase,
) {
  const options = ifMatchOf(base);
  const body = { name };
  switch (level) {
    case 'section':
      return unwrap(api.renameSection(id, body, options));
    case 'premise':
      return unwrap(api.renamePremise(id, body, options));
    case 'floor':
      return unwrap(api.renameFloor(id, body, options));
    case 'room':
      return unwrap(api.renameRoom(id, body, options));
    case 'roomType':
      return unwrap(api.renameRoomType(id, body, options));
    default:
      return level satisfies never;
  }
}

/** `DELETE /sections|premises|floors|rooms|room-types/{id}`, on its version. */
export function removeLocation(api: ApiClient, level: EditableLevel, id: string, base: EditBase) {
  const options = ifMatchOf(base);
  switch (level) {
    case 'section':
      return unwrap(api.removeSection(id, options));
    case 'premise':
      return unwrap(api.removePremise(id, options));
    case 'floor':
      return unwrap(api.removeFloor(id, options));
    case 'room':
      return unwrap(api.removeRoom(id, options));
    case 'roomType':
      return unwrap(api.removeRoomType(id, options));
    default:
      return level satisfies never;
  }
}

/**
 * A rename: on success every location answer of the tenant refreshes (the trail, the lists, the
 * wizard's room step, the floor plan's rooms), so the new name shows everywhere at once.
 */
export function useRenameLocation(level: EditableLevel, id: string) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, base }: { name: string; base: EditBase }) =>
      renameLocation(api, level, id, name, base),
    onSuccess: () => void refreshAfterLocationWrite(queryClient, tenant),
  });
}

/** A removal: the removed record's own answer is dropped (not refetched into a 404). */
export function useRemoveLocation(level: EditableLevel, id: string) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (base: EditBase) => removeLocation(api, level, id, base),
    onSuccess: () => {
      if (level !== 'roomType')
        queryClient.removeQueries({ queryKey: locationKeys[level](tenant, id) });
      void refreshAfterLocationWrite(queryClient, tenant);
    },
  });
}
