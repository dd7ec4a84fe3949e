import { ConfirmDialog, ErrorState } from '@hygiene/ui';
import { useState } from 'react';

import { ChangedElsewhere, isChangedElsewhere } from '../../../components/ChangedElsewhere';
import { apiErrorOf } from '../../../data/apiQuery';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { locationDialogs } from '../../../messages/locationDialogs';
import { useRemoveLocation, type EditBase, type EditableLevel } from '../api/editLocation';
import type { EditableRecord } from './LocationEditActions';

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
  const [base, setBase] = useState<EditBase>({ version: record.version });
  const remove = useRemoveLocation(level, record.id);
  const submit = useSubmitOnce((over: EditBase) =>
    remove.mutateAsync(over, { onSuccess: onRemoved }),
  );
  const changedElsewhere = remove.isError && isChangedElsewhere(remove.error);
  const inUse =
    remove.isError && !changedElsewhere && apiErrorOf(remove.error)?.status === 'conflict';
  return (
    <ConfirmDialog
      open
      title={d.removeTitle(record.name)}
      confirmLabel={d.removeConfirm}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => void submit(base)}
    >
      <p>{d.removeWhat[level]}</p>
      {changedElsewhere ? (
        <ChangedElsewhere
          action="remove"
          busy={remove.isPending}
          // Removing is the same either way; 'load' only takes the version as it is now.
          onReload={() => {
            setBase({ overwrite: true });
            remove.reset();
          }}
          onOverwrite={() => void submit({ overwrite: true })}
        />
      ) : (
        remove.isError && <ErrorState message={inUse ? d.inUse[level] : d.removeFailed} />
      )}
    </ConfirmDialog>
  );
}
