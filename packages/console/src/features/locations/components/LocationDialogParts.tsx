import { Button } from '@hygiene/ui';

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
