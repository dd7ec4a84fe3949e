import { useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';

/**
 * Everything that makes a modal dialog float, in one place. A dialog is centred by CSS, so it
 * needs no position middleware; floating-ui gives it dismissal (Escape, a press on the veil)
 * and the dialog role. Focus trapping is FloatingFocusManager's job, in the component.
 */
export function useDialogFloat({
  open,
  onClose,
  role,
}: {
  open: boolean;
  onClose: () => void;
  role: 'dialog' | 'alertdialog';
}) {
  const { refs, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  // A press that starts inside and ends on the veil (selecting text) must not close it.
  const dismiss = useDismiss(context, { outsidePressEvent: 'mousedown' });
  const roleProps = useRole(context, { role });
  const { getFloatingProps } = useInteractions([dismiss, roleProps]);
  // The setter is handed out as a callback: it is a ref setter, not a ref read during render.
  return { setFloating: refs.setFloating, context, getFloatingProps };
}
