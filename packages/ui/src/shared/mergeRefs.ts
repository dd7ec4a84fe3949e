import type { Ref, RefCallback } from 'react';

/**
 * One callback ref that feeds several refs (a component's own and the one its caller put on the
 * child). It honours React 19's ref cleanups: a callback ref that returns a cleanup gets that
 * cleanup called instead of a call with `null`.
 */
export function mergeRefs<T>(...refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => assignRef(ref, node));
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  };
}

function assignRef<T>(ref: Ref<T> | undefined, node: T): () => void {
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return typeof cleanup === 'function' ? cleanup : () => ref(null);
  }
  if (ref) {
    ref.current = node;
    return () => {
      ref.current = null;
    };
  }
  return () => {};
}
