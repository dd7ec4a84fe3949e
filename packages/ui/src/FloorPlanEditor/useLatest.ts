import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the latest `value` (set after each render, before effects), so a
 * memoised handler can read it without changing identity when it changes.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
