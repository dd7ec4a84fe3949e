import type { ApiClient, Room } from '@hygiene/api-client';
import { Button, type FetchPage } from '@hygiene/ui';
import { useCallback } from 'react';

import { RoomPicker } from '../../../components/pickers/RoomPicker';
import * as messages from '../../../messages';
import { getInstallationRooms } from '../api/getInstallationRooms';
import type { ChosenRoom, RoomChoice } from '../wizardState';
import { StatusLine, StepStack, StepText } from './stepStyles';

const text = messages.installations;

/** 'Toalett 1 · Toalett · 1. etasje': the chosen room as the picker showed it. */
export function chosenRoomLine(room: ChosenRoom): string {
  return [room.name, room.typeName, room.floorName].filter(Boolean).join(' · ');
}

export interface RoomStepProps {
  /** A client bound to the installation's tenant, whose rooms are offered. */
  api: ApiClient;
  room: RoomChoice;
  onChoose: (room: Room) => void;
  onConfirm: () => void;
}

/** Step 1 'Select Room': the shared room picker, then 'Confirm room' (spec §4). */
export function RoomStep({ api, room, onChoose, onConfirm }: RoomStepProps) {
  const fetchPage = useCallback<FetchPage<Room>>(
    (term, page, signal) => getInstallationRooms(api, term, page, signal),
    [api],
  );
  return (
    <StepStack>
      {room.kind === 'chosen' ? (
        <>
          <StepText>{text.roomChosen(chosenRoomLine(room.room))}</StepText>
          <Button variant="primary" onClick={onConfirm}>
            {text.confirmRoom}
          </Button>
        </>
      ) : null}
      <StatusLine role="status" data-tone="success">
        {room.kind === 'confirmed' ? text.roomConfirmed(chosenRoomLine(room.room)) : ''}
      </StatusLine>
      <RoomPicker fetchPage={fetchPage} onSelect={onChoose} />
    </StepStack>
  );
}
