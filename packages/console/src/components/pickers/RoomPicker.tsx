import type { Room } from '@hygiene/api-client';
import { PagedPicker, PickerRow, type FetchPage } from '@hygiene/ui';
import type { QueryKey } from '@tanstack/react-query';

import { usePagedQuery } from '../../data/usePagedQuery';
import * as messages from '../../messages';
import { namePremisesWhereAlike, type ListedRoom, type PremiseNameLookup } from './roomPremises';
import { roomDetails } from './roomText';

export interface RoomPickerProps {
  /**
   * Fetches one page of rooms for a search term: the caller decides whose rooms (a floor's, or
   * every room of the installation's tenant) and through which tenant's client.
   */
  fetchPage: FetchPage<Room>;
  /**
   * The pages' cache key (each page adds its term and number): under the tenant whose rooms they
   * are, within its shared locations root, so a new room refreshes the list.
   */
  queryKey: QueryKey;
  /**
   * Looks up a premise's name, so rooms of several premises that would read alike on a page
   * ('Ekspedisjon 102 · Resepsjon · 1. etasje' twice) are told apart by it. Without it, rooms
   * show as they are (a floor's rooms share one premise anyway).
   */
  premiseName?: PremiseNameLookup;
  /** Called when the person chooses a room (click, or Enter on the highlighted one). */
  onSelect: (room: ListedRoom) => void;
  /** The chosen room, marked in the list. */
  selected?: Room | null;
  /** Rooms marked as chosen in a multiple choice (the device filter): shown with a tick. */
  checkedIds?: readonly string[];
  /**
   * Exactly one result is chosen at once unless this is false (spec §5). Defaults to true; a
   * multiple choice (the device filter's rooms) turns it off, since choosing there toggles.
   */
  autoSelect?: boolean;
  /** Disables the search, the list and the pagination bar. */
  disabled?: boolean;
}

/**
 * The shared room picker (spec §2 "Shared pickers"): the paged searchable list ('Search rooms',
 * 'Unable to fetch rooms from api.'), each room shown by its name, its room type's name and its
 * floor's name. The install wizard's room step and the device list's room filter use it.
 */
export function RoomPicker({
  fetchPage,
  queryKey,
  premiseName,
  onSelect,
  selected = null,
  checkedIds,
  autoSelect = true,
  disabled = false,
}: RoomPickerProps) {
  const source = usePagedQuery<ListedRoom>(
    [...queryKey, premiseName ? 'premise-names' : 'plain'],
    async (term, page, signal) => {
      const result = await fetchPage(term, page, signal);
      if (!premiseName) return result;
      return { ...result, items: await namePremisesWhereAlike(result.items, premiseName, signal) };
    },
  );
  return (
    <PagedPicker<ListedRoom>
      items={messages.sharedComponents.rooms}
      source={source}
      getKey={(room) => room.id}
      renderItem={(room) => <RoomRow room={room} checked={checkedIds?.includes(room.id)} />}
      onSelect={onSelect}
      selected={selected}
      autoSelect={autoSelect}
      disabled={disabled}
    />
  );
}

/** One room as the pickers show it: name, then room type and floor. */
export function RoomRow({ room, checked }: { room: ListedRoom; checked?: boolean | undefined }) {
  return <PickerRow title={checked ? `✓ ${room.name}` : room.name} details={roomDetails(room)} />;
}
