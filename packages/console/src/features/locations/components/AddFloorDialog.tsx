import type { Floor } from '@hygiene/api-client';
import { NAME_MAX_LENGTH } from '@hygiene/api-client';
import { ErrorState, TextField } from '@hygiene/ui';
import { useState } from 'react';

import { useWrite } from '../../../data/writeOperation';
import { createFloor } from '../../../generated/operations/createFloor';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { locationDialogs as d } from '../../../messages/locationDialogs';
import { locations as m } from '../../../messages/locations';
import { parseFloorNumber } from '../locationForms';
import { LocationFormDialog } from './LocationDialogParts';

/**
 * 'Add Floor' (spec §2, §5): a name (not checked: the request is sent regardless) and a number
 * that must parse as an integer, otherwise the field shows an error. POST /sections/{id}/floors
 * with name, sectionId, number and premiseId; 'Unable to create Floor' keeps the dialog open.
 */
export function AddFloorDialog({
  sectionId,
  premiseId,
  onClose,
  onCreated,
}: {
  sectionId: string;
  premiseId: string;
  onClose: () => void;
  onCreated: (floor: Floor) => void;
}) {
  const [name, setName] = useState('');
  const [numberText, setNumberText] = useState('');
  const number = parseFloorNumber(numberText);
  // The dialog closes at once with the answer; the lists refresh behind it.
  const create = useWrite(createFloor, { refresh: 'behind' });
  const submit = useSubmitOnce(async () => {
    if (number.status !== 'valid') return;
    const body = { name, sectionId, number: number.number, premiseId };
    onCreated(await create.mutateAsync({ id: sectionId, body }));
  });
  return (
    <LocationFormDialog
      title={m.addFloor}
      submitLabel={d.create}
      canSubmit={number.status === 'valid'}
      busy={create.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
      fields={
        <>
          <TextField
            label={m.name}
            value={name}
            maxLength={NAME_MAX_LENGTH}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label={d.number}
            inputMode="numeric"
            value={numberText}
            onChange={(e) => setNumberText(e.target.value)}
            hint={d.numberHint}
            {...(number.status === 'invalid' ? { error: d.numberInvalid } : {})}
          />
        </>
      }
    >
      {create.isError && <ErrorState message={d.createFloorFailed} />}
    </LocationFormDialog>
  );
}
