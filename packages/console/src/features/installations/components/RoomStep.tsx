import type { ApiClient, Room } from '@hygiene/api-client';
import { Button, type FetchPage } from '@hygiene/ui';
import { useCallback } from 'react';

import { RoomPicker } from '../../../components/pickers/RoomPicker';
import * as messages from '../../../messages';
import type { ListedRoom } from '../../../components/pickers/roomPremises';
import { usePremiseNameLookup } from '../api/getInstallationPremise';
import { installationKeys } from '../api/queryKeys';
import { getInstallationRooms } from '../api/getInstallationRooms';
import type { ChosenRoom, RoomChoice } from '../wizardState';
import { StatusLine, StepStack, StepText } from './stepStyles';

const text = messages.installations;

/** 'Toalett 1 · Toalett · 1. etasje': the chosen room as the picker showed it. */
export function chosenRoomLine(room: ChosenRoom): string {
  return [room.name, room.typeName, room.floorName, room.premiseName].filter(Boolean).join(' · ');
}

/** The chosen room as the picker needs it to mark its row (it compares ids only). */
function markedRoom(room: ChosenRoom): Room {
  return { id: room.id, name: room.name, floor: null, type: null, sectionId: '' };
}

export interface RoomStepProps {
  /** A client bound to the installation's tenant, whose rooms are offered. */
  api: ApiClient;
  /** That tenant's identifier (the premise names are cached under it). */
  tenant: string;
  room: RoomChoice;
  onChoose: (room: ListedRoom) => void;
  onConfirm: () => void;
}

/** Step 1 'Select Room': the shared room picker, then 'Confirm room' (spec §4). */
export function RoomStep({ api, tenant, room, onChoose, onConfirm }: RoomStepProps) {
  const premiseName = usePremiseNameLookup(api, tenant);
  const fetchPage = useCallback<FetchPage<Room>>(
    (term, page, signal) => getInstallationRooms(api, term, page, signal),
    [api],
  );
  return (
    <StepStack>
      {room.status === 'chosen' ? (
        <>
          <StepText>{text.roomChosen(chosenRoomLine(room.room))}</StepText>
          <Button variant="primary" onClick={onConfirm}>
            {text.confirmRoom}
          </Button>
        </>
      ) : null}
      <StatusLine role="status" data-tone="success">
        {room.status === 'confirmed' ? text.roomConfirmed(chosenRoomLine(room.room)) : ''}
      </StatusLine>
      <RoomPicker
        fetchPage={fetchPage}
        queryKey={installationKeys.rooms(tenant)}
        premiseName={premiseName}
        // The room already chosen stays as it is (a confirmed room is not unconfirmed when the
        // list comes back with it, chosen by itself or tapped again).
        onSelect={(picked) => {
          if (room.status !== 'none' && room.room.id === picked.id) return;
          onChoose(picked);
        }}
        // The picker marks the chosen row by its id; the wizard keeps only what it shows.
        selected={room.status === 'none' ? null : markedRoom(room.room)}
      />
    </StepStack>
  );
}
