import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { mergeRefs } from './mergeRefs';

describe('mergeRefs', () => {
  it('hands the node to an object ref and a callback ref, and clears both on cleanup', () => {
    const objectRef = createRef<string>();
    const callbackRef = vi.fn<(node: string | null) => void>();
    const cleanup = mergeRefs(objectRef, callbackRef)('node');
    expect(objectRef.current).toBe('node');
    expect(callbackRef).toHaveBeenLastCalledWith('node');

    if (typeof cleanup !== 'function') throw new Error('mergeRefs must return a cleanup');
    cleanup();
    expect(objectRef.current).toBeNull();
    expect(callbackRef).toHaveBeenLastCalledWith(null);
  });

  it("calls a callback ref's own cleanup instead of calling it with null", () => {
    const ownCleanup = vi.fn();
    const callbackRef = vi.fn(() => ownCleanup);
    const cleanup = mergeRefs(callbackRef, undefined)('node');
    if (typeof cleanup !== 'function') throw new Error('mergeRefs must return a cleanup');
    cleanup();
    expect(ownCleanup).toHaveBeenCalledOnce();
    expect(callbackRef).toHaveBeenCalledTimes(1);
  });
});
