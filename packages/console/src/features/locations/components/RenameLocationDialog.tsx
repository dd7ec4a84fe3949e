import { NAME_MAX_LENGTH } from '@hygiene/api-client';
import { Dialog, ErrorState, TextField } from '@hygiene/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { ChangedElsewhere, isChangedElsewhere } from '../../../components/ChangedElsewhere';
import { apiErrorOf } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { locationDialogs } from '../../../messages/locationDialogs';
import { locations as locationMessages } from '../../../messages/locations';
import { useRenameLocation, type EditBase, type EditableLevel } from '../api/editLocation';
import { locationKeys } from '../api/queryKeys';
import type { EditableRecord } from './LocationEditActions';
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
  const { tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  const [name, setName] = useState(record.name);
  const [base, setBase] = useState<EditBase>({ version: record.version });
  const rename = useRenameLocation(level, record.id);
  const trimmed = name.trim();
  const save = useSubmitOnce((over: EditBase) =>
    rename.mutateAsync({ name: trimmed, base: over }, { onSuccess: onClose }),
  );
  const reload = async () => {
    const key =
      level === 'roomType'
        ? locationKeys.roomTypes(tenant)
        : locationKeys[level](tenant, record.id);
    await queryClient.refetchQueries({ queryKey: key });
    const fresh = freshRecord(queryClient.getQueryData(key), record.id);
    if (fresh) {
      setName(fresh.name);
      setBase({ version: fresh.version });
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
          disabled={trimmed === '' || trimmed === record.name || changedElsewhere}
          busy={rename.isPending}
          onCancel={onClose}
        />
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed !== '' && trimmed !== record.name) void save(base);
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

/** The record in a cached answer: the location itself, or a room type in the list of them. */
function freshRecord(data: unknown, id: string): EditableRecord | undefined {
  if (Array.isArray(data)) return (data as EditableRecord[]).find((item) => item.id === id);
  return typeof data === 'object' && data !== null ? (data as EditableRecord) : undefined;
}
