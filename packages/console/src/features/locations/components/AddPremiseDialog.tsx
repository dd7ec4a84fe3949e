import type { Premise } from '@hygiene/api-client';
import { NAME_MAX_LENGTH } from '@hygiene/api-client';
import { Dialog, ErrorState, TextField } from '@hygiene/ui';
import { useId, useState } from 'react';

import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { locations as locationMessages } from '../../../messages/locations';
import { useCreatePremise } from '../api/createPremise';
import { locationDialogs } from '../../../messages/locationDialogs';
import { DialogActions } from './LocationDialogParts';

const m = locationMessages;
const d = locationDialogs;

/**
 * 'Add premise' (spec §2): POST /premises with name and sectionId. A failure shows 'Unable to
 * create premise' and keeps the dialog open with what was typed. Mount it to open it.
 */
export function AddPremiseDialog({
  sectionId,
  onClose,
  onCreated,
}: {
  sectionId: string;
  onClose: () => void;
  onCreated: (premise: Premise) => void;
}) {
  const formId = useId();
  const [name, setName] = useState('');
  const create = useCreatePremise();
  const submit = useSubmitOnce(async () => {
    if (name.trim() === '') return;
    onCreated(await create.mutateAsync({ name: name.trim(), sectionId }));
  });
  return (
    <Dialog
      open
      title={m.addPremise}
      onClose={onClose}
      actions={
        <DialogActions
          formId={formId}
          submitLabel={d.create}
          disabled={name.trim() === ''}
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
          required
        />
      </form>
      {create.isError && <ErrorState message={d.createPremiseFailed} />}
    </Dialog>
  );
}
