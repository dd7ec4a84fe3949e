import { Button } from '@hygiene/ui';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';

import { lazy } from '../../../i18n';
import { Offered } from '../../../components/Offered';
import { locationDialogs as locationMessages } from '../../../messages/locationDialogs';
import { locationEdits, type EditableLevel, type EditableRecord } from '../api/editLocation';

const m = locationMessages;

// The dialogs load on first opening, not with the screen.
const RenameLocationDialog = lazy(async () => ({
  default: (await import('./RenameLocationDialog')).RenameLocationDialog,
}));
const RemoveLocationDialog = lazy(async () => ({
  default: (await import('./RemoveLocationDialog')).RemoveLocationDialog,
}));

interface LocationEditActionsProps {
  level: EditableLevel;
  record: EditableRecord;
  parentPath?: string;
  onRemoved?: () => void;
  /** In a list of records: each button's name says which ('Rename room type: Toilet'). */
  named?: boolean;
}

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
}: LocationEditActionsProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<'rename' | 'remove' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Offered operation={locationEdits[level].rename.id}>
        <Button
          onClick={() => setOpen('rename')}
          aria-label={named ? m.namedAction(m.rename[level], record.name) : undefined}
        >
          {m.rename[level]}
        </Button>
      </Offered>
      <Offered operation={locationEdits[level].remove.id}>
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
