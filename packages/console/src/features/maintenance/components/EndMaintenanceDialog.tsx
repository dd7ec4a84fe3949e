import { ConfirmDialog } from '@hygiene/ui';

import * as messages from '../../../messages';
import { useEndMaintenance } from '../api/endMaintenance';
import { isRefused } from '../refusal';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';

const text = messages.maintenance;

export interface EndMaintenanceDialogProps {
  /** The tenant under maintenance. */
  tenantIdentifier: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Ending maintenance early: one action, asked first. Focus starts on Cancel. On success every
 * open tab of the tenant asks the platform again and turns its indicator off.
 */
export function EndMaintenanceDialog({
  tenantIdentifier,
  open,
  onClose,
}: EndMaintenanceDialogProps) {
  const end = useEndMaintenance();
  const confirm = useSubmitOnce(async () => {
    await end.mutateAsync(tenantIdentifier);
    onClose();
  });
  return (
    <ConfirmDialog
      open={open}
      title={text.endConfirmTitle(tenantIdentifier)}
      confirmLabel={text.endConfirm}
      busy={end.isPending}
      onCancel={() => {
        end.reset();
        onClose();
      }}
      onConfirm={() => void confirm()}
    >
      <p>{text.endConfirmBody}</p>
      {end.isError ? (
        <p role="alert">{isRefused(end.error) ? text.forbidden : text.endError}</p>
      ) : null}
    </ConfirmDialog>
  );
}
