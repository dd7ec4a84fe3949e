import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

import { FIRST_PAGE, MIN_TARGET_SIZE_PX } from '../constants';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { Input } from '../Field';
import { uiMessages } from '../messages';
import { Pagination } from '../Pagination';
import { Skeleton } from '../Skeleton';
import { Spinner } from '../Spinner';
import { autoSelection, moveActive, type ActiveOption } from './listNavigation';
import type { PagedResult } from './pagedResult';
import { usePagedSearch, type FetchPage } from './usePagedSearch';
import { focusRing } from '../shared/focusRing';

/** Rows of skeleton before the first page says how many rows a page has. */
const SKELETON_ROWS_BEFORE_FIRST_PAGE = 5;

export interface PagedPickerProps<T> {
  /** The plural noun of what is listed, for the texts: 'Search {items}', 'Unable to fetch {items} from api.' */
  items: string;
  /**
   * Fetches one page for a search term. The picker never fetches by itself: any API can feed it.
   * `signal` aborts when the page is no longer wanted; answers that arrive late are dropped anyway.
   */
  fetchPage: FetchPage<T>;
  /** A stable, unique key for an item (its id). */
  getKey: (item: T) => string | number;
  /** Renders one row. Render user text as text; the row is already a clickable option. */
  renderItem: (item: T) => ReactNode;
  /** Called when the person chooses an item (click, or Enter on the highlighted one), or on auto-select. */
  onSelect: (item: T) => void;
  /** When a search yields exactly one item, choose it without asking (spec §5). Defaults to true. */
  autoSelect?: boolean;
  /** The chosen item, marked as selected in the list. */
  selected?: T | null;
  /** What shows while a page loads. Defaults to `circular`. */
  loader?: 'circular' | 'skeleton';
  /** The API's first page number. Defaults to spec §9's 1. */
  firstPage?: number;
  /** Disables the search box, the list and the pagination bar. */
  disabled?: boolean;
  /**
   * Whether the list can be searched. Defaults to true. With `false` (spec §2 'Select Model':
   * search disabled) there is no search box: the list itself takes focus and the same keys
   * (arrows, Enter, PageDown / PageUp), so keyboard users still choose and page.
   */
  searchable?: boolean;
}

/**
 * The paginated searchable list of spec §2 "Shared pickers": a 'Search {items}' box, a list of
 * one page with the caller's row renderer, a pagination bar, a circular or skeleton loader and
 * the error text 'Unable to fetch {items} from api.'.
 *
 * Keyboard: type to search (200 ms debounce), ArrowDown / ArrowUp move through the rows, Enter
 * chooses the highlighted row, PageDown / PageUp turn the page, Escape clears the search. The box is a combobox whose list is always open, so focus stays in
 * the box while screen readers follow the highlighted row (`aria-activedescendant`).
 */
export function PagedPicker<T>({
  items: noun,
  fetchPage,
  getKey,
  renderItem,
  onSelect,
  autoSelect = true,
  selected = null,
  loader = 'circular',
  firstPage = FIRST_PAGE,
  disabled = false,
  searchable = true,
}: PagedPickerProps<T>) {
  const listId = useId();
  const [active, setActive] = useState<{ page: PagedResult<T> | undefined; option: ActiveOption }>({
    page: undefined,
    option: { kind: 'none' },
  });
  const { input, search, view, goToPage, retry } = usePagedSearch<T>({
    fetchPage,
    firstPage,
    onResult: (result) => {
      const only = autoSelection(result, autoSelect);
      if (only !== undefined) onSelect(only);
    },
  });

  const page = view.status === 'fetched' ? view.result : undefined;
  const rows = page?.items ?? [];
  const selectedKey = selected === null ? undefined : getKey(selected);
  const optionId = (item: T) => `${listId}-option-${String(getKey(item))}`;
  // The highlight belongs to one page; on a new page it starts at the chosen row, if shown there.
  const activeOption: ActiveOption =
    active.page === page
      ? active.option
      : (() => {
          const index = rows.findIndex((item) => getKey(item) === selectedKey);
          return index >= 0 ? { kind: 'index', index } : { kind: 'none' };
        })();
  const activeItem = activeOption.kind === 'index' ? rows[activeOption.index] : undefined;
  const listShown = page !== undefined && rows.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive({ page, option: moveActive(activeOption, event.key, rows.length) });
    } else if (event.key === 'Enter') {
      // Enter inside a form would submit it; here it chooses.
      event.preventDefault();
      if (activeItem !== undefined) onSelect(activeItem);
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

  const pagination = page ?? (view.status === 'loading' ? view.previous : undefined);

  return (
    <Frame>
      {searchable && (
        <>
          {/* A visible label rather than a placeholder: it stays while the person types. */}
          <SearchLabel htmlFor={`${listId}-search`}>{uiMessages.picker.search(noun)}</SearchLabel>
          <Input
            id={`${listId}-search`}
            type="search"
            role="combobox"
            aria-expanded={listShown}
            aria-controls={listShown ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={activeItem === undefined ? undefined : optionId(activeItem)}
            value={input}
            disabled={disabled}
            onChange={(event) => search(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </>
      )}
      <Content aria-busy={view.status === 'loading'}>
        {view.status === 'loading' &&
          (loader === 'skeleton' ? (
            <Skeleton
              lines={view.previous?.pageSize ?? SKELETON_ROWS_BEFORE_FIRST_PAGE}
              lineHeight={MIN_TARGET_SIZE_PX + 8}
            />
          ) : (
            <Centre>
              <Spinner />
            </Centre>
          ))}
        {view.status === 'error' && (
          <ErrorState message={uiMessages.picker.fetchFailed(noun)} onRetry={retry} />
        )}
        {page !== undefined && rows.length === 0 && (
          <EmptyState title={uiMessages.picker.empty(noun)} />
        )}
        {listShown && (
          <Options
            id={listId}
            role="listbox"
            aria-label={noun}
            aria-disabled={disabled || undefined}
            // Without a search box the list is what keyboard users focus and steer.
            {...(searchable
              ? {}
              : {
                  tabIndex: disabled ? -1 : 0,
                  'aria-activedescendant':
                    activeItem === undefined ? undefined : optionId(activeItem),
                  onKeyDown,
                })}
          >
            {rows.map((item, index) => {
              const key = getKey(item);
              return (
                // Keyboard users reach the options through the search box (aria-activedescendant),
                // so the options themselves take clicks only.
                <Option
                  key={key}
                  id={optionId(item)}
                  role="option"
                  aria-selected={key === selectedKey}
                  data-active={activeOption.kind === 'index' && activeOption.index === index}
                  onClick={() => {
                    if (disabled) return;
                    setActive({ page, option: { kind: 'index', index } });
                    onSelect(item);
                  }}
                >
                  {renderItem(item)}
                </Option>
              );
            })}
          </Options>
        )}
      </Content>
      {pagination !== undefined && pagination.totalPages > 0 && (
        <Pagination
          currentPage={pagination.currentPage}
          totalPages={pagination.totalPages}
          nextPage={pagination.nextPage}
          firstPage={firstPage}
          onPageChange={goToPage}
          disabled={disabled || view.status !== 'fetched'}
        />
      )}
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
`;

const SearchLabel = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.small};
  margin-bottom: -${({ theme }) => theme.space(2)};
`;

const Content = styled.div`
  min-height: 120px;
`;

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 120px;
`;

const Options = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};

  &[aria-disabled='true'] {
    opacity: 0.6;
  }

  ${focusRing}
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  min-height: ${MIN_TARGET_SIZE_PX + 8}px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid transparent;
  cursor: pointer;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.selected};
    border-inline-start-color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  &[data-active='true'] {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
`;
