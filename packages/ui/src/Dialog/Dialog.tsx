import { lazy, Suspense } from 'react';

import type { DialogProps } from './DialogProps';

export type { DialogProps } from './DialogProps';

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
