import { lazy, Suspense, type ReactNode } from 'react';

export interface DialogProps {
  /** Whether the dialog is shown. The caller owns this state. */
  open: boolean;
  /** Called on Escape, on a press outside the dialog, and by the caller's own close buttons. */
  onClose: () => void;
  /** The heading; it also names the dialog for screen readers. Rendered as text. */
  title: string;
  /** The body. */
  children?: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and Save. */
  actions?: ReactNode;
  /** `alertdialog` for confirmations that interrupt; defaults to `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** Width in px of the dialog; defaults to 480. It never exceeds the viewport. */
  width?: number;
}

// A screen that merely can open a dialog (a delete button with its confirmation) should not
// load the focus trap and its friends up front: the panel comes in on the first opening.
const DialogPanel = lazy(() =>
  import('./DialogPanel').then(({ DialogPanel: Panel }) => ({ default: Panel })),
);

/**
 * A modal dialog: focus moves into it and is trapped there, the page behind is hidden from
 * assistive technology and does not scroll, Escape closes it, and focus returns to where it was.
 * Its code loads on the first opening; until then (a few milliseconds) nothing is shown and
 * focus stays on the opener.
 */
export function Dialog({ open, role = 'dialog', width = 480, ...rest }: DialogProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel role={role} width={width} {...rest} />
    </Suspense>
  );
}
