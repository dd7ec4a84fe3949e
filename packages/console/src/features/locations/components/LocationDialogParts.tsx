import { Button, Dialog } from '@hygiene/ui';
import { useId, type ReactNode } from 'react';

import { locationDialogs } from '../../../messages/locationDialogs';

/** Cancel and the dialog's submit button; the submit is busy while the request runs. */
export function DialogActions({
  formId,
  submitLabel,
  disabled,
  busy,
  onCancel,
}: {
  formId: string;
  submitLabel: string;
  disabled: boolean;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <Button onClick={onCancel}>{locationDialogs.cancel}</Button>
      <Button
        type="submit"
        form={formId}
        variant="primary"
        disabled={disabled || busy}
        aria-busy={busy || undefined}
      >
        {submitLabel}
      </Button>
    </>
  );
}

/**
 * The add and update dialogs of the locations (premise, floor, room, coordinates): a form of
 * `fields` whose submit button sits in the dialog's actions, disabled until `canSubmit` and busy
 * while the request runs; `children` follow the form (the room type's choice, the failure).
 * Mount it to open it.
 */
export function LocationFormDialog({
  title,
  submitLabel,
  canSubmit,
  busy,
  onSubmit,
  onClose,
  fields,
  children,
}: {
  title: string;
  submitLabel: string;
  canSubmit: boolean;
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  fields: ReactNode;
  children?: ReactNode;
}) {
  const formId = useId();
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <DialogActions
          formId={formId}
          submitLabel={submitLabel}
          disabled={!canSubmit}
          busy={busy}
          onCancel={onClose}
        />
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {fields}
      </form>
      {children}
    </Dialog>
  );
}
