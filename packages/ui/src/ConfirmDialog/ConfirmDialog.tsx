import type { ReactNode } from 'react';

import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { useUiMessages } from '../messages';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question, e.g. 'Delete user Ada Lovelace?'. Names the dialog. */
  title: string;
  /** What will happen, e.g. 'This cannot be undone.' */
  children?: ReactNode;
  /** Called when the person confirms. */
  onConfirm: () => void;
  /** Called on Cancel, Escape or a press outside. */
  onCancel: () => void;
  /** Label of the confirming button. Defaults to 'Delete'. */
  confirmLabel?: string;
  /** Label of the cancelling button. Defaults to 'Cancel'. */
  cancelLabel?: string;
  /** While true (the delete is running) both buttons are disabled. */
  busy?: boolean;
}

/**
 * Asks before something destructive (deleting a user). Focus starts on Cancel, so a stray Enter
 * never deletes anything.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  busy = false,
}: ConfirmDialogProps) {
  const messages = useUiMessages();
  const confirmLabel = confirmLabelProp ?? messages.confirmDialog.confirm;
  const cancelLabel = cancelLabelProp ?? messages.confirmDialog.cancel;
  return (
    <Dialog
      open={open}
      onClose={busy ? () => {} : onCancel}
      title={title}
      role="alertdialog"
      width={420}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
