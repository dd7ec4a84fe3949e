import type { OperationId } from '@hygiene/api-client';
import { Component, lazy, Suspense, type ReactNode } from 'react';

// The roles table is not needed to paint a screen: it arrives right after, in a chunk of its own
// (bench:host-size), and what it allows appears then.
const OfferedWhenAllowed = lazy(async () => ({
  default: (await import('./OfferedWhenAllowed')).OfferedWhenAllowed,
}));

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
    <NothingIfUnloaded>
      <Suspense fallback={null}>
        <OfferedWhenAllowed operation={operation}>{children}</OfferedWhenAllowed>
      </Suspense>
    </NothingIfUnloaded>
  );
}

/**
 * Should the roles chunk fail to load, the button is simply not offered: the screen around it
 * stays (the platform refuses what a role may not do either way).
 */
class NothingIfUnloaded extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
