import { useEffect, useEffectEvent, useRef } from 'react';

import { autoSelection, type AutoSelect } from './listNavigation';
import type { PagedResult } from './pagedResult';

/**
 * Chooses a search's only result by itself (spec §5), when `autoSelect` says so: `chooser` is
 * the chooser's props, undefined for a navigator.
 *
 * Each query's answer may choose itself once (spec §5), not again when a refetch of the same
 * query brings it back. Only a chooser selects by itself: a navigator's single result must not
 * open its page without the person asking.
 */
export function useAutoSelection<T>(
  page: PagedResult<T> | undefined,
  queryId: string | number,
  chooser: { onSelect: (item: T) => void } | undefined,
  autoSelect: AutoSelect<T>,
) {
  const decided = useRef<string | number | undefined>(undefined);
  const shown = useEffectEvent((result: PagedResult<T>) => {
    if (decided.current === queryId) return;
    decided.current = queryId;
    if (chooser === undefined) return;
    const only = autoSelection(result, autoSelect);
    if (only !== undefined) chooser.onSelect(only);
  });
  useEffect(() => {
    if (page !== undefined) shown(page);
  }, [page, queryId]);
}
