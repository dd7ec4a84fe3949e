/** Which option the arrow keys have reached: none yet, or an index into the page. */
export type ActiveOption = { status: 'none' } | { status: 'index'; index: number };

/** The keys that move through the options. */
export type NavigationKey = 'ArrowDown' | 'ArrowUp';

/**
 * Moves the active option for a key press, within a page of `count` options. Arrows stop at the
 * ends rather than wrapping, so holding a key never jumps from the last row back to the first.
 */
export function moveActive(active: ActiveOption, key: NavigationKey, count: number): ActiveOption {
  if (count <= 0) return { status: 'none' };
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return {
        status: 'index',
        index: active.status === 'none' ? 0 : Math.min(active.index + 1, last),
      };
    case 'ArrowUp':
      return {
        status: 'index',
        index: active.status === 'none' ? last : Math.max(active.index - 1, 0),
      };
    default:
      return key satisfies never;
  }
}

/**
 * When a search with exactly one result chooses it by itself: always (`true`), never (`false`),
 * or when the only result passes the predicate.
 */
export type AutoSelect<T> = boolean | ((item: T) => boolean);

/**
 * The one option to choose without asking (spec §5): the search found exactly one result and
 * auto-select is on, or is a predicate the result passes. A last page that happens to hold one
 * item of many is not "one result".
 */
export function autoSelection<T>(
  result: { items: readonly T[]; totalItems: number },
  autoSelect: AutoSelect<T>,
): T | undefined {
  if (autoSelect === false || result.totalItems !== 1 || result.items.length !== 1) {
    return undefined;
  }
  const only = result.items[0] as T;
  return autoSelect === true || autoSelect(only) ? only : undefined;
}
