import { Suspense } from 'react';

import { lazy } from '../i18n';
import type { ChangedElsewhereProps } from './ChangedElsewhereNotice';

export { isChangedElsewhere } from '../data/changedElsewhere';
export type { ChangedElsewhereProps };

// Shown only after a save met a change made elsewhere: it loads then, not with the screen.
const Notice = lazy(async () => ({
  default: (await import('./ChangedElsewhereNotice')).ChangedElsewhereNotice,
}));

/**
 * What a save says when the record changed elsewhere after it was opened (issue 54): nothing was
 * overwritten, and the person chooses to load the saved record or to save theirs over it, as the
 * floor plan does. Never a silent overwrite.
 */
export function ChangedElsewhere(props: ChangedElsewhereProps) {
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}
