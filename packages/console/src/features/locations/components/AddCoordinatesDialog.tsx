import type { GeoLocation } from '@hygiene/api-client';
import { ErrorState, TextField } from '@hygiene/ui';
import { useState } from 'react';

import { locations as locationMessages } from '../../../messages/locations';
import { ChangedElsewhere, isChangedElsewhere } from '../../../components/ChangedElsewhere';
import { ifMatchOf, type EditBase } from '../../../data/editBase';
import { useWrite } from '../../../data/writeOperation';
import { updatePremiseLocation } from '../../../generated/operations/updatePremiseLocation';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { parseCoordinates } from '../locationForms';
import { locationDialogs } from '../../../messages/locationDialogs';
import { LocationFormDialog } from './LocationDialogParts';

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
  version,
  onClose,
  onUpdated,
}: {
  premiseId: string;
  current: GeoLocation | null | undefined;
  /** The premise's version as read: a change made elsewhere meanwhile is not overwritten. */
  version: string | undefined;
  onClose: () => void;
  onUpdated: () => void;
}) {
  const [text, setText] = useState(() => toText(current));
  const coordinates = parseCoordinates(text);
  const update = useWrite(updatePremiseLocation);
  const submit = useSubmitOnce(async (base: EditBase) => {
    if (coordinates.status !== 'valid') return;
    const { latitude, longitude } = coordinates;
    await update.mutateAsync(
      { id: premiseId, body: { latitude, longitude }, call: ifMatchOf(base) },
      { onSuccess: onUpdated },
    );
  });
  const changedElsewhere = update.isError && isChangedElsewhere(update.error);
  return (
    <LocationFormDialog
      title={m.addCoordinates}
      submitLabel={d.update}
      canSubmit={coordinates.status === 'valid'}
      busy={update.isPending}
      onSubmit={() => void submit({ version })}
      onClose={onClose}
      fields={
        <TextField
          label={d.coordinates}
          value={text}
          onChange={(e) => setText(e.target.value)}
          hint={d.coordinatesHint}
          {...(coordinates.status === 'invalid' ? { error: d.coordinatesInvalid } : {})}
        />
      }
    >
      {changedElsewhere ? (
        <ChangedElsewhere
          busy={update.isPending}
          // The refused save refreshes the locations (the write's roots) behind it: the page shows
          // the premise as saved now once the dialog closes.
          onReload={onClose}
          onOverwrite={() => void submit({ overwrite: true })}
        />
      ) : (
        update.isError && <ErrorState message={d.locationFailed} />
      )}
    </LocationFormDialog>
  );
}
