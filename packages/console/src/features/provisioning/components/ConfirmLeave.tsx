import { ConfirmDialog } from '@hygiene/ui';

import type { LeaveDialogControls, LeaveGuardProps } from './LeaveGuard';

/** 'Leave' or 'Stay' for a navigation `LeaveGuard` holds. */
export function ConfirmLeave({
  open,
  title,
  children,
  leaveLabel,
  stayLabel,
  onLeave,
  onStay,
}: Omit<LeaveGuardProps, 'active'> & LeaveDialogControls) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={leaveLabel}
      cancelLabel={stayLabel}
      onConfirm={onLeave}
      onCancel={onStay}
    >
      {children}
    </ConfirmDialog>
  );
}
