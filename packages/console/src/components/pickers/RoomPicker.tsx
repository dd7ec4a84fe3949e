import type { Room } from '@hygiene/api-client';
import { PagedPicker, PickerRow, type FetchPage } from '@hygiene/ui';

import * as messages from '../../messages';
import { roomDetails } from './roomText';

export interface RoomPickerProps {
  /**
   * Fetches one page of rooms for a search term: the caller decides whose rooms (a floor's, or
   * every room of the installation's tenant) and through which tenant's client.
   */
  fetchPage: FetchPage<Room>;
  /** Called when the person chooses a room (click, or Enter on the highlighted one). */
  onSelect: (room: Room) => void;
  /** The chosen room, marked in the list. */
  selected?: Room | null;
  /** Rooms marked as chosen in a multiple choice (the device filter): shown with a tick. */
  checkedIds?: readonly string[];
  /** Exactly one result is chosen at once unless this is false (spec §5). Defaults to false. */
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
  onSelect,
  selected = null,
  checkedIds,
  autoSelect = false,
  disabled = false,
}: RoomPickerProps) {
  return (
    <PagedPicker<Room>
      items={messages.sharedComponents.rooms}
      fetchPage={fetchPage}
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
export function RoomRow({ room, checked }: { room: Room; checked?: boolean | undefined }) {
  return <PickerRow title={checked ? `✓ ${room.name}` : room.name} details={roomDetails(room)} />;
}
