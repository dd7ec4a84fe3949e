import { NAME_MAX_LENGTH } from '@hygiene/api-client';
import { Dialog, ErrorState, TextField } from '@hygiene/ui';
import { useId, useState } from 'react';

import { ChangedElsewhere, isChangedElsewhere } from '../../../components/ChangedElsewhere';
import { apiErrorOf } from '../../../data/apiQuery';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { locationDialogs } from '../../../messages/locationDialogs';
import { locations as locationMessages } from '../../../messages/locations';
import type { EditBase } from '../../../data/editBase';
import {
  useReloadLocation,
  useRenameLocation,
  type EditableLevel,
  type EditableRecord,
} from '../api/editLocation';
import { DialogActions } from './LocationDialogParts';

const m = locationMessages;
const d = locationDialogs;

/**
 * 'Rename room' and its siblings (issue 54): the name as it is, changed and saved on the version
 * it was read at. A rename made elsewhere meanwhile is never overwritten silently: the dialog says
 * so and offers to load it or to save this name over it. Mount it to open it.
 */
export function RenameLocationDialog({
  level,
  record,
  onClose,
}: {
  level: EditableLevel;
  record: EditableRecord;
  onClose: () => void;
}) {
  const formId = useId();
  // The record as last loaded: its name is what counts as unchanged, its version what is edited.
  const [loaded, setLoaded] = useState(record);
  const [name, setName] = useState(record.name);
  const rename = useRenameLocation(level, record.id);
  const reloadRecord = useReloadLocation(level, record.id);
  const trimmed = name.trim();
  const canSave = trimmed !== '' && trimmed !== loaded.name;
  const save = useSubmitOnce((over: EditBase) =>
    rename.mutateAsync({ name: trimmed, base: over }, { onSuccess: onClose }),
  );
  const reload = async () => {
    const fresh = await reloadRecord();
    if (fresh) {
      setLoaded(fresh);
      setName(fresh.name);
    }
    rename.reset();
  };
  const changedElsewhere = rename.isError && isChangedElsewhere(rename.error);
  const nameTaken =
    rename.isError && !changedElsewhere && apiErrorOf(rename.error)?.status === 'conflict';
  return (
    <Dialog
      open
      title={d.rename[level]}
      onClose={onClose}
      actions={
        <DialogActions
          formId={formId}
          submitLabel={d.save}
          disabled={!canSave || changedElsewhere}
          busy={rename.isPending}
          onCancel={onClose}
        />
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave) void save({ version: loaded.version });
        }}
      >
        <TextField
          label={m.name}
          value={name}
          maxLength={NAME_MAX_LENGTH}
          required
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </form>
      {changedElsewhere ? (
        <ChangedElsewhere
          busy={rename.isPending}
          onReload={() => void reload()}
          onOverwrite={() => void save({ overwrite: true })}
        />
      ) : (
        rename.isError && <ErrorState message={nameTaken ? d.roomTypeExists : d.renameFailed} />
      )}
    </Dialog>
  );
}
