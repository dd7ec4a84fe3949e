import { ConfirmDialog, ErrorState } from '@hygiene/ui';
import { useState } from 'react';

import { ChangedElsewhere, isChangedElsewhere } from '../../../components/ChangedElsewhere';
import { apiErrorOf } from '../../../data/apiQuery';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { locationDialogs } from '../../../messages/locationDialogs';
import type { EditBase } from '../../../data/editBase';
import {
  useReloadLocation,
  useRemoveLocation,
  type EditableLevel,
  type EditableRecord,
} from '../api/editLocation';

const d = locationDialogs;

/**
 * 'Remove room?' and its siblings (issue 54): says what goes with the record, and, when the
 * platform refuses because something still hangs under it (409), what to do first. Removing a
 * record renamed elsewhere meanwhile asks again (412). Mount it to open it.
 */
export function RemoveLocationDialog({
  level,
  record,
  onClose,
  onRemoved,
}: {
  level: EditableLevel;
  record: EditableRecord;
  onClose: () => void;
  onRemoved: () => void;
}) {
  // The record as last loaded: its name titles the dialog, its version is what is removed.
  const [loaded, setLoaded] = useState(record);
  const remove = useRemoveLocation(level, record.id);
  const reloadRecord = useReloadLocation(level, record.id);
  const submit = useSubmitOnce((over: EditBase) =>
    remove.mutateAsync(over, { onSuccess: onRemoved }),
  );
  const changedElsewhere = remove.isError && isChangedElsewhere(remove.error);
  const inUse =
    remove.isError && !changedElsewhere && apiErrorOf(remove.error)?.status === 'conflict';
  return (
    <ConfirmDialog
      open
      title={d.removeTitle(loaded.name)}
      confirmLabel={d.removeConfirm}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => void submit({ version: loaded.version })}
    >
      <p>{d.removeWhat[level]}</p>
      {changedElsewhere ? (
        <ChangedElsewhere
          action="remove"
          busy={remove.isPending}
          // The record as it is now (renamed, say): the person looks again before removing it.
          onReload={() => {
            void reloadRecord().then((fresh) => {
              if (fresh) setLoaded(fresh);
              remove.reset();
            });
          }}
          onOverwrite={() => void submit({ overwrite: true })}
        />
      ) : (
        remove.isError && <ErrorState message={inUse ? d.inUse[level] : d.removeFailed} />
      )}
    </ConfirmDialog>
  );
}
