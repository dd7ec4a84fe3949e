import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Wraps a save so a second call while the first runs is ignored (spec §4: saving is ignored while
 * loading). A button's disabled state arrives a render later, and the query library reports a
 * mutation's pending state a tick later still, so a fast double click would otherwise send twice.
 * A failure is not rethrown: the caller shows it from the mutation's own state. The function it
 * answers never changes, so a memoised child that takes it does not render again for it.
 */
export function useSubmitOnce<Args extends unknown[]>(
  save: (...args: Args) => Promise<unknown>,
): (...args: Args) => Promise<void> {
  const running = useRef(false);
  const latest = useRef(save);
  useLayoutEffect(() => {
    latest.current = save;
  });
  return useCallback(async (...args: Args) => {
    if (running.current) return;
    running.current = true;
    try {
      await latest.current(...args);
    } catch {
      // Shown through the mutation's error state.
    } finally {
      running.current = false;
    }
  }, []);
}
