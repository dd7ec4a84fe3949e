import type { GeoLocation } from '@hygiene/api-client';
import { Dialog, ErrorState, TextField } from '@hygiene/ui';
import { useId, useState } from 'react';

import { locations as locationMessages } from '../../../messages/locations';
import { useUpdatePremiseLocation } from '../api/updatePremiseLocation';
import { parseCoordinates } from '../locationForms';
import { locationDialogs } from '../../../messages/locationDialogs';
import { DialogActions } from './LocationDialogParts';

const m = locationMessages;
const d = locationDialogs;

const toText = (location: GeoLocation | null | undefined) =>
  location ? m.latLong(location.latitude, location.longitude) : '';

/**
 * 'Add coordinates' (spec §2, §5): one field, 'latitude, longitude', split on a comma and a
 * space; Update is disabled while it is empty or either value is not a number. PUT
 * /premises/{id}/location; 'Unable to update location' keeps the dialog open with the text.
 */
export function AddCoordinatesDialog({
  premiseId,
  current,
  onClose,
  onUpdated,
}: {
  premiseId: string;
  current: GeoLocation | null | undefined;
  onClose: () => void;
  onUpdated: () => void;
}) {
  const formId = useId();
  const [text, setText] = useState(() => toText(current));
  const coordinates = parseCoordinates(text);
  const update = useUpdatePremiseLocation(premiseId);
  const submit = () => {
    if (update.isPending || coordinates.status !== 'valid') return;
    const { latitude, longitude } = coordinates;
    update.mutate({ latitude, longitude }, { onSuccess: onUpdated });
  };
  return (
    <Dialog
      open
      title={m.addCoordinates}
      onClose={onClose}
      actions={
        <DialogActions
          formId={formId}
          submitLabel={d.update}
          disabled={coordinates.status !== 'valid'}
          busy={update.isPending}
          onCancel={onClose}
        />
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={d.coordinates}
          value={text}
          onChange={(e) => setText(e.target.value)}
          hint={d.coordinatesHint}
          {...(coordinates.status === 'invalid' ? { error: d.coordinatesInvalid } : {})}
        />
      </form>
      {update.isError && <ErrorState message={d.locationFailed} />}
    </Dialog>
  );
}
