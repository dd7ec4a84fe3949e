import type { OperationId } from '@hygiene/api-client';
import { Suspense, type ReactNode } from 'react';

import { lazy } from '../i18n';

// The roles table is not needed to paint a screen: it arrives right after, in a chunk of its own
// (bench:host-size), and what it allows appears then. Should that chunk fail to load, the button
// is simply not offered and the screen around it stays (the platform refuses what a role may not
// do either way).
const OfferedWhenAllowed = lazy(() =>
  import('./OfferedWhenAllowed').then(
    (module) => ({ default: module.OfferedWhenAllowed }),
    () => ({ default: () => null }),
  ),
);

export interface OfferedProps {
  /** The contract's operation the part acts with (e.g. `createPremise`). */
  operation: OperationId;
  /** The button or link to offer. */
  children: ReactNode;
}

/**
 * A button or link offered only when the signed-in user's roles allow `operation` (the roles
 * table of `@hygiene/api-client`); otherwise nothing at all. It shows a moment after the screen,
 * once the table has loaded.
 */
export function Offered({ operation, children }: OfferedProps) {
  return (
    <Suspense fallback={null}>
      <OfferedWhenAllowed operation={operation}>{children}</OfferedWhenAllowed>
    </Suspense>
  );
}
