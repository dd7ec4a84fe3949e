import type { Premise } from '@hygiene/api-client';
import { NAME_MAX_LENGTH } from '@hygiene/api-client';
import { ErrorState, TextField } from '@hygiene/ui';
import { useState } from 'react';

import { useWrite } from '../../../data/writeOperation';
import { createPremise } from '../../../generated/operations/createPremise';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { locationDialogs as d } from '../../../messages/locationDialogs';
import { locations as m } from '../../../messages/locations';
import { LocationFormDialog } from './LocationDialogParts';

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
  const [name, setName] = useState('');
  // The dialog closes at once with the answer; the lists refresh behind it.
  const create = useWrite(createPremise, { refresh: 'behind' });
  const submit = useSubmitOnce(async () => {
    if (name.trim() === '') return;
    onCreated(await create.mutateAsync({ body: { name: name.trim(), sectionId } }));
  });
  return (
    <LocationFormDialog
      title={m.addPremise}
      submitLabel={d.create}
      canSubmit={name.trim() !== ''}
      busy={create.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
      fields={
        <TextField
          label={m.name}
          value={name}
          maxLength={NAME_MAX_LENGTH}
          onChange={(e) => setName(e.target.value)}
          required
        />
      }
    >
      {create.isError && <ErrorState message={d.createPremiseFailed} />}
    </LocationFormDialog>
  );
}
