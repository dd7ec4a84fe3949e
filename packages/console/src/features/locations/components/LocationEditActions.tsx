import type { OperationId } from '@hygiene/api-client';
import { Button } from '@hygiene/ui';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';

import { lazy } from '../../../i18n';
import { Offered } from '../../../components/Offered';
import { locationDialogs as locationMessages } from '../../../messages/locationDialogs';
import type { EditableLevel } from '../api/editLocation';

const m = locationMessages;

// The dialogs load on first opening, not with the screen.
const RenameLocationDialog = lazy(async () => ({
  default: (await import('./RenameLocationDialog')).RenameLocationDialog,
}));
const RemoveLocationDialog = lazy(async () => ({
  default: (await import('./RemoveLocationDialog')).RemoveLocationDialog,
}));

/** A location as read: what a rename or removal edits, at its version. */
export interface EditableRecord {
  id: string;
  name: string;
  version?: string | undefined;
}

const OPERATIONS: Record<EditableLevel, { rename: OperationId; remove: OperationId }> = {
  section: { rename: 'renameSection', remove: 'removeSection' },
  premise: { rename: 'renamePremise', remove: 'removePremise' },
  floor: { rename: 'renameFloor', remove: 'removeFloor' },
  room: { rename: 'renameRoom', remove: 'removeRoom' },
  roomType: { rename: 'renameRoomType', remove: 'removeRoomType' },
};

/**
 * 'Rename room' and 'Remove room' (and their siblings) for the roles that set locations up
 * (issue 54); nothing for the others. After a removal the person lands on `parentPath` (or
 * `onRemoved` runs, where the record is a row of a list).
 */
export function LocationEditActions({
  level,
  record,
  parentPath,
  onRemoved,
  named = false,
}: {
  level: EditableLevel;
  record: EditableRecord;
  parentPath?: string;
  onRemoved?: () => void;
  /** In a list of records: each button's name says which ('Rename room type: Toilet'). */
  named?: boolean;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<'rename' | 'remove' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Offered operation={OPERATIONS[level].rename}>
        <Button
          onClick={() => setOpen('rename')}
          aria-label={named ? m.namedAction(m.rename[level], record.name) : undefined}
        >
          {m.rename[level]}
        </Button>
      </Offered>
      <Offered operation={OPERATIONS[level].remove}>
        <Button
          onClick={() => setOpen('remove')}
          aria-label={named ? m.namedAction(m.remove[level], record.name) : undefined}
        >
          {m.remove[level]}
        </Button>
      </Offered>
      {open !== null && (
        <Suspense fallback={null}>
          {open === 'rename' ? (
            <RenameLocationDialog level={level} record={record} onClose={close} />
          ) : (
            <RemoveLocationDialog
              level={level}
              record={record}
              onClose={close}
              onRemoved={() => {
                close();
                onRemoved?.();
                if (parentPath !== undefined) void navigate(parentPath, { replace: true });
              }}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
