import type { ApiClient, Room } from '@hygiene/api-client';
import { SelectField, type FetchPage } from '@hygiene/ui';
import { useCallback, useState } from 'react';
import { styled } from 'styled-components';

import { RoomPicker } from '../../../components/pickers/RoomPicker';
import * as messages from '../../../messages';
import type { ListedRoom } from '../../../components/pickers/roomPremises';
import { usePremiseNameLookup } from '../api/getInstallationPremise';
import { installationKeys } from '../api/queryKeys';
import {
  getInstallationRooms,
  useInstallationPremises,
  useInstallationFloors,
  type RoomsWhere,
} from '../api/getInstallationRooms';
import type { ChosenRoom, RoomChoice } from '../wizardState';
import { StatusLine, StepStack } from './stepStyles';

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
}

/**
 * Step 1 'Select Room' (spec §4): premise (the building), then floor, then the room, or one
 * search over all three (issue 46: 89 rooms on 15 pages, two buildings each with
 * 'Skyllerom 102 · 1. etasje').
 * The step opens at the chosen room's premise and floor, that room marked; Next is the one way
 * on and confirms it.
 */
export function RoomStep({ api, tenant, room, onChoose }: RoomStepProps) {
  const chosen = room.status === 'none' ? null : room.room;
  const [where, setWhere] = useState<Required<RoomsWhere>>({
    premiseId: chosen?.premiseId ?? '',
    floorId: chosen?.floorId ?? '',
  });
  const premises = useInstallationPremises(api, tenant);
  const floors = useInstallationFloors(api, tenant, where.premiseId);
  const premiseName = usePremiseNameLookup(api, tenant);
  const fetchPage = useCallback<FetchPage<Room>>(
    (term, page, signal) => getInstallationRooms(api, term, page, signal, where),
    [api, where],
  );

  return (
    <StepStack>
      <StatusLine role="status" data-tone="success">
        {chosen ? text.roomChosen(chosenRoomLine(chosen)) : ''}
      </StatusLine>
      <Places>
        <SelectField
          label={text.premise}
          value={where.premiseId}
          onChange={(event) => setWhere({ premiseId: event.target.value, floorId: '' })}
          error={premises.isError ? text.premisesError : undefined}
          options={[
            { value: '', label: text.everyPremise },
            ...(premises.data ?? []).map((premise) => ({ value: premise.id, label: premise.name })),
          ]}
        />
        <SelectField
          label={text.floor}
          value={where.floorId}
          disabled={where.premiseId === ''}
          onChange={(event) => setWhere({ ...where, floorId: event.target.value })}
          hint={where.premiseId === '' ? text.choosePremiseFirst : undefined}
          error={floors.isError ? text.floorsError : undefined}
          options={[
            { value: '', label: text.everyFloor },
            ...(floors.data ?? []).map((floor) => ({ value: floor.id, label: floor.name })),
          ]}
        />
      </Places>
      <RoomPicker
        // Each place is a list of its own: its pages and its search start afresh.
        key={`${where.premiseId}/${where.floorId}`}
        fetchPage={fetchPage}
        queryKey={[...installationKeys.rooms(tenant), where.premiseId, where.floorId]}
        // Within one premise no room reads alike with one of another premise.
        {...(where.premiseId === '' ? { premiseName } : {})}
        // The room already chosen stays as it is when tapped again.
        onSelect={(picked) => {
          if (chosen?.id === picked.id) return;
          onChoose(picked);
        }}
        // The picker marks the chosen row by its id; the wizard keeps only what it shows.
        selected={chosen ? markedRoom(chosen) : null}
      />
    </StepStack>
  );
}

/** Premise and floor side by side where there is room, one above the other on a phone. */
const Places = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;
