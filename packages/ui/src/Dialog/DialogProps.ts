import type { ReactNode } from 'react';

/** The props of `Dialog`, in a leaf file that both the dialog and its lazily loaded panel import. */
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
