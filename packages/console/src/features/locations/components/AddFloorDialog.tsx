import type { Floor } from '@hygiene/api-client';
import { NAME_MAX_LENGTH } from '@hygiene/api-client';
import { Dialog, ErrorState, TextField } from '@hygiene/ui';
import { useId, useState } from 'react';

import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { locations as locationMessages } from '../../../messages/locations';
import { useCreateFloor } from '../api/createFloor';
import { parseFloorNumber } from '../locationForms';
import { locationDialogs } from '../../../messages/locationDialogs';
import { DialogActions } from './LocationDialogParts';

const m = locationMessages;
const d = locationDialogs;

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
  const formId = useId();
  const [name, setName] = useState('');
  const [numberText, setNumberText] = useState('');
  const number = parseFloorNumber(numberText);
  const create = useCreateFloor();
  const submit = useSubmitOnce(async () => {
    if (number.status !== 'valid') return;
    onCreated(await create.mutateAsync({ name, sectionId, number: number.number, premiseId }));
  });
  return (
    <Dialog
      open
      title={m.addFloor}
      onClose={onClose}
      actions={
        <DialogActions
          formId={formId}
          submitLabel={d.create}
          disabled={number.status !== 'valid'}
          busy={create.isPending}
          onCancel={onClose}
        />
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
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
      </form>
      {create.isError && <ErrorState message={d.createFloorFailed} />}
    </Dialog>
  );
}
