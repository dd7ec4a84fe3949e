import type { OperationId } from '@hygiene/api-client';
import { createElement, type ComponentType, type ReactNode } from 'react';

// The roles table is in a chunk of its own (bench:host-size), not in the first script. The first
// screen that offers something waits for it (once, at its Suspense boundary), so it paints with
// what it offers already decided and nothing moves when the table arrives (a click aimed at a
// row would land beside it). Should that chunk fail to load, the button is simply not offered
// and the screen around it stays (the platform refuses what a role may not do either way).
let loaded: ComponentType<OfferedProps> | undefined;

/** Loads the roles table's chunk; resolves (never rejects) when it is in or has failed. */
export const loadOffered = (): Promise<unknown> =>
  import('./OfferedWhenAllowed').then(
    (module) => (loaded = module.OfferedWhenAllowed),
    // A table that could not load offers nothing (the screen around it stays).
    () => (loaded = () => null),
  );

export interface OfferedProps {
  /** The contract's operation the part acts with (e.g. `createPremise`). */
  operation: OperationId;
  /** The button or link to offer. */
  children: ReactNode;
}

/**
 * A button or link offered only when the signed-in user's roles allow `operation` (the roles
 * table of `@hygiene/api-client`); otherwise nothing at all. It shows with the screen's first
 * paint.
 */
export function Offered(props: OfferedProps) {
  // Until the table is in, the screen waits at its Suspense boundary (once: the first screen that
  // offers something; a story's loader brings it beforehand).
  if (!loaded) throw loadOffered();
  return createElement(loaded, props);
}
