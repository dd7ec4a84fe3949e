import type { Room, RoomType } from '@hygiene/api-client';
import { NAME_MAX_LENGTH } from '@hygiene/api-client';
import { Button, ErrorState, Inline, SelectField, Spinner, TextField } from '@hygiene/ui';
import { useState } from 'react';
import { styled } from 'styled-components';

import { apiErrorOf } from '../../../data/apiQuery';
import { useWrite } from '../../../data/writeOperation';
import { createRoom } from '../../../generated/operations/createRoom';
import { createRoomType } from '../../../generated/operations/createRoomType';
import { none } from '../../../lib/none';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { locations as locationMessages } from '../../../messages/locations';
import { Facts } from './LocationStates';
import { useRoomTypes } from '../api/listRoomTypes';
import { canSaveRoom, type RoomTypeChoice } from '../locationForms';
import { locationDialogs } from '../../../messages/locationDialogs';
import { LocationFormDialog } from './LocationDialogParts';

const m = locationMessages;
const d = locationDialogs;

/**
 * 'Add Room' (spec §2, §4, §5): a name and a room type, picked from GET /room-types (page 0, size
 * 100; 'Unable to fetch room types') or made with 'create new' (POST /room-types with name and
 * useForCompliance; 409 shows 'Room type already exists'), which then selects it; 'change type'
 * resets the choice. Save is enabled only with a room type, a name and an existing floor; POST
 * /floors/{id}/rooms; 'Unable to create Room' keeps the dialog open with its values.
 */
export function AddRoomDialog({
  floorId,
  sectionId,
  floorExists,
  onClose,
  onCreated,
}: {
  floorId: string;
  sectionId: string;
  floorExists: boolean;
  onClose: () => void;
  onCreated: (room: Room) => void;
}) {
  const [name, setName] = useState('');
  const [choice, setChoice] = useState<RoomTypeChoice>({ status: 'none' });
  const roomTypes = useRoomTypes();
  // The dialog goes on at once with what a create answers (the new type chosen, or closed after
  // the room); the lists under the locations root refresh behind it.
  const createType = useWrite(createRoomType, { refresh: 'behind' });
  const create = useWrite(createRoom, { refresh: 'behind' });
  const canSave = canSaveRoom(choice, name, floorExists);

  // Saving is ignored while a save runs (spec §4), however fast the second click.
  const createOnce = useSubmitOnce(async (roomTypeId: string) => {
    const body = { name: name.trim(), sectionId, roomTypeId, floorId };
    onCreated(await create.mutateAsync({ id: floorId, body }));
  });
  const createTypeOnce = useSubmitOnce(async (typeName: string, useForCompliance: boolean) => {
    const type: RoomType = await createType.mutateAsync({
      body: { name: typeName, useForCompliance },
    });
    setChoice({ status: 'existing', id: type.id });
  });

  const submit = () => {
    if (!canSave || choice.status !== 'existing') return;
    void createOnce(choice.id);
  };

  const createNewType = () => {
    if (choice.status !== 'creating' || choice.name.trim() === '') return;
    void createTypeOnce(choice.name.trim(), choice.useForCompliance);
  };

  const resetType = () => {
    createType.reset();
    setChoice({ status: 'none' });
  };

  const chosen =
    choice.status === 'existing'
      ? (roomTypes.data?.find((t) => t.id === choice.id) ?? createType.data)
      : undefined;

  return (
    <LocationFormDialog
      title={m.addRoom}
      submitLabel={d.create}
      canSubmit={canSave}
      busy={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      fields={
        <TextField
          label={m.name}
          value={name}
          maxLength={NAME_MAX_LENGTH}
          onChange={(e) => setName(e.target.value)}
        />
      }
    >
      {choice.status === 'none' &&
        (roomTypes.isPending ? (
          <Spinner label={d.roomType} />
        ) : roomTypes.isError ? (
          <ErrorState message={d.roomTypesFailed} onRetry={() => void roomTypes.refetch()} />
        ) : (
          <Inline>
            <SelectField
              label={d.roomType}
              value=""
              onChange={(e) => {
                if (e.target.value !== '') setChoice({ status: 'existing', id: e.target.value });
              }}
              options={[
                { value: '', label: d.chooseRoomType },
                ...roomTypes.data.map((t) => ({ value: t.id, label: t.name })),
              ]}
            />
            <Button
              onClick={() => setChoice({ status: 'creating', name: '', useForCompliance: false })}
            >
              {d.createNew}
            </Button>
          </Inline>
        ))}
      {choice.status === 'existing' && (
        <Inline>
          <Facts items={[{ label: d.roomType, value: chosen?.name ?? none }]} />
          <Button onClick={resetType}>{d.changeType}</Button>
        </Inline>
      )}
      {choice.status === 'creating' && (
        <>
          <TextField
            label={d.newRoomType}
            value={choice.name}
            maxLength={NAME_MAX_LENGTH}
            onChange={(e) => setChoice({ ...choice, name: e.target.value })}
          />
          {/* A plain checkbox: the kit's switch would pull its code into every first screen. */}
          <Checkbox>
            <input
              type="checkbox"
              checked={choice.useForCompliance}
              onChange={(e) => setChoice({ ...choice, useForCompliance: e.target.checked })}
            />
            {d.useForCompliance}
          </Checkbox>
          <Inline>
            <Button
              variant="primary"
              onClick={createNewType}
              disabled={choice.name.trim() === '' || createType.isPending}
              aria-busy={createType.isPending || undefined}
            >
              {d.createRoomType}
            </Button>
            <Button onClick={resetType}>{d.changeType}</Button>
          </Inline>
          {createType.isError && (
            <ErrorState
              message={
                apiErrorOf(createType.error)?.status === 'conflict'
                  ? d.roomTypeExists
                  : d.saveFailed
              }
            />
          )}
        </>
      )}
      {create.isError && <ErrorState message={d.createRoomFailed} />}
    </LocationFormDialog>
  );
}

const Checkbox = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  color: ${({ theme }) => theme.color.text};

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;
