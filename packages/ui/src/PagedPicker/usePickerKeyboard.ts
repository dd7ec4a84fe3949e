import { useState, type KeyboardEvent } from 'react';

import { moveActive, type ActiveOption } from './listNavigation';
import type { PagedResult } from './pagedResult';
import type { PagedSource } from './usePagedSearch';

interface PickerKeyboardOptions<T> {
  /** The page on screen, if one is. */
  page: PagedResult<T> | undefined;
  /** Its rows (none while no page is shown). */
  rows: readonly T[];
  getKey: (item: T) => string | number;
  /** The chosen item's key, where a new page's highlight starts. */
  selectedKey: string | number | undefined;
  /** The chooser's props, undefined for a navigator (which highlights and chooses nothing). */
  chooser: { onSelect: (item: T) => void } | undefined;
  source: Pick<PagedSource<T>, 'input' | 'search' | 'goToPage'>;
  firstPage: number;
}

/**
 * The picker's keys, on its search box (or, without one, on a chooser's list), and the row they
 * highlight: ArrowDown / ArrowUp move a chooser's highlight, Enter chooses the highlighted row,
 * PageDown / PageUp turn the page, Escape clears the search. `activate` highlights a clicked row.
 */
export function usePickerKeyboard<T>({
  page,
  rows,
  getKey,
  selectedKey,
  chooser,
  source: { input, search, goToPage },
  firstPage,
}: PickerKeyboardOptions<T>) {
  const [active, setActive] = useState<{ page: PagedResult<T> | undefined; option: ActiveOption }>({
    page: undefined,
    option: { status: 'none' },
  });
  // The highlight belongs to one page; on a new page it starts at the chosen row, if shown there.
  const activeOption: ActiveOption =
    active.page === page
      ? active.option
      : (() => {
          const index = rows.findIndex((item) => getKey(item) === selectedKey);
          return index >= 0 ? { status: 'index', index } : { status: 'none' };
        })();
  const activeItem =
    chooser !== undefined && activeOption.status === 'index' ? rows[activeOption.index] : undefined;

  const activate = (index: number) => setActive({ page, option: { status: 'index', index } });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (chooser !== undefined && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setActive({ page, option: moveActive(activeOption, event.key, rows.length) });
    } else if (event.key === 'Enter') {
      // Enter inside a form would submit it. A chooser chooses with it; in a navigator's box it
      // follows nothing (one result must not open by itself): the person goes to the link.
      event.preventDefault();
      if (activeItem !== undefined) chooser?.onSelect(activeItem);
    } else if (event.key === 'PageDown' || event.key === 'PageUp') {
      // Pages are what a long list is made of: the page keys turn them without the mouse.
      if (page === undefined) return;
      event.preventDefault();
      if (event.key === 'PageDown' && page.nextPage !== null) goToPage(page.nextPage);
      if (event.key === 'PageUp' && page.currentPage > firstPage) goToPage(page.currentPage - 1);
    } else if (event.key === 'Escape' && input !== '') {
      // Escape clears the search, which reloads the whole list.
      event.preventDefault();
      search('');
    }
  };

  return { activeOption, activeItem, activate, onKeyDown };
}
