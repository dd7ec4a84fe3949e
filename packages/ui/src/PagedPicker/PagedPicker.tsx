import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';

import { FIRST_PAGE, MIN_TARGET_SIZE_PX } from '../constants';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { Input } from '../Field';
import { useUiMessages } from '../messages';
import { Pagination } from '../Pagination';
import { Skeleton } from '../Skeleton';
import { Spinner } from '../Spinner';
import { LinkRows, OptionRows } from './PickerRows';
import { useAutoSelection } from './useAutoSelection';
import type { PagedSource } from './usePagedSearch';
import { usePickerKeyboard } from './usePickerKeyboard';

/** Rows of skeleton before the first page says how many rows a page has. */
const SKELETON_ROWS_BEFORE_FIRST_PAGE = 5;

/** What every paged list takes, whether its rows are chosen or followed. */
export interface PagedPickerCommonProps<T> {
  /** The plural noun of what is listed, for the texts: 'Search {items}', 'Unable to fetch {items} from api.' */
  items: string;
  /**
   * The rows and their state, from the caller: the picker never fetches. Build it on your
   * server-state cache, or with `usePagedSearch({ fetchPage })` over a plain fetch function.
   */
  source: PagedSource<T>;
  /** A stable, unique key for an item (its id). */
  getKey: (item: T) => string | number;
  /**
   * Renders one row. Render user text as text, and nothing interactive: the row is already a
   * clickable option (a chooser) or a link (a navigator).
   */
  renderItem: (item: T) => ReactNode;
  /** What shows while a page loads. Defaults to `circular`. */
  loader?: 'circular' | 'skeleton';
  /** The API's first page number. Defaults to spec §9's 1. */
  firstPage?: number;
  /**
   * Whether the list can be searched. Defaults to true. With `false` (spec §2 'Select Model':
   * search disabled) there is no search box: a chooser's list itself takes focus and the same
   * keys (arrows, Enter, PageDown / PageUp); a navigator's links are reached with Tab as ever.
   */
  searchable?: boolean;
}

/** A chooser: the rows are options of a listbox, and choosing one calls `onSelect`. */
export interface PagedPickerChooserProps<T> {
  /** Called when the person chooses an item (click, or Enter on the highlighted one), or on auto-select. */
  onSelect: (item: T) => void;
  /**
   * When a search yields exactly one item, choose it without asking (spec §5). Defaults to true.
   * `false` never does; a predicate chooses the only result by itself only when it passes, so a
   * caller whose choice has consequences (a write, leaving the page) can auto-select only the
   * obvious choice and let any other single result wait for a click.
   */
  autoSelect?: boolean | ((item: T) => boolean);
  /** The chosen item, marked as selected in the list. */
  selected?: T | null;
  /** Disables the search box, the list and the pagination bar. */
  disabled?: boolean;
  /** Only for a navigator: a chooser's rows are options, not links. */
  itemHref?: never;
  /** Only for a navigator. */
  renderLink?: never;
}

/**
 * A navigator: the rows are real links (`<a href>`) to each item's page, so they open in a new
 * tab on a middle or ctrl click, and their address can be copied. Nothing is "chosen", so a
 * navigator has no `onSelect`, `selected`, `autoSelect` or `disabled`.
 */
export interface PagedPickerNavigatorProps<T> {
  /** The address a row leads to (the item's page), as the link's `href`. */
  itemHref: (item: T) => string;
  /**
   * Renders a row's link, so a router can supply its own `Link`: it receives the `href` and the
   * `children` to put inside and must render an `<a>` with both (the kit styles it; no className
   * needed). Defaults to a plain `<a>`.
   */
  renderLink?: (props: { href: string; children: ReactNode }) => ReactNode;
  /** Only for a chooser: following a link is the navigator's way of choosing. */
  onSelect?: never;
  /**
   * Only for a chooser. A navigator never selects by itself: a search with one result must not
   * navigate away without the person asking.
   */
  autoSelect?: never;
  /** Only for a chooser. */
  selected?: never;
  /** Only for a chooser. */
  disabled?: never;
}

/**
 * The props of a paged list: the common ones, and either those of a chooser (`onSelect`) or
 * those of a navigator (`itemHref`), never both.
 */
export type PagedPickerProps<T> = PagedPickerCommonProps<T> &
  (PagedPickerChooserProps<T> | PagedPickerNavigatorProps<T>);

/**
 * The paginated searchable list of spec §2 "Shared pickers": a 'Search {items}' box, a list of
 * one page with the caller's row renderer, a pagination bar, a circular or skeleton loader and
 * the error text 'Unable to fetch {items} from api.'. What it lists, and whether it is loading
 * or failed, is the caller's (`source`). It comes in two forms:
 *
 * - A chooser (`onSelect`): the box is a combobox whose list is always open, so focus stays in
 *   the box while screen readers follow the highlighted row (`aria-activedescendant`). Type to
 *   search (200 ms debounce), ArrowDown / ArrowUp move through the rows, Enter chooses the
 *   highlighted row, PageDown / PageUp turn the page, Escape clears the search.
 * - A navigator (`itemHref`): the box is a plain search box and the rows are a list of links.
 *   Tab reaches them and Enter follows one; the browser's own link behaviour (middle click, ctrl
 *   click, copy the address) works because they are anchors. In the box, PageDown / PageUp turn
 *   the page and Escape clears the search; Enter follows nothing by itself.
 *
 * Beside it: the rows (`PickerRows`), the keys and the highlighted row (`usePickerKeyboard`), and
 * choosing a search's only result (`useAutoSelection`).
 */
export function PagedPicker<T>(props: PagedPickerProps<T>) {
  const messages = useUiMessages();
  const {
    items: noun,
    source,
    getKey,
    renderItem,
    loader = 'circular',
    firstPage = FIRST_PAGE,
    searchable = true,
  } = props;
  const listId = useId();
  const navigation = props.itemHref === undefined ? undefined : props;
  const chooser = props.itemHref === undefined ? props : undefined;
  const autoSelect = chooser?.autoSelect ?? true;
  const disabled = chooser?.disabled ?? false;
  const { input, search, view, goToPage, retry } = source;
  const page = view.status === 'fetched' ? view.result : undefined;

  useAutoSelection(page, source.queryId, chooser, autoSelect);

  const rows = page?.items ?? [];
  const selected = chooser?.selected ?? null;
  const selectedKey = selected === null ? undefined : getKey(selected);
  const optionId = (item: T) => `${listId}-option-${String(getKey(item))}`;
  const { activeOption, activeItem, activate, onKeyDown } = usePickerKeyboard({
    page,
    rows,
    getKey,
    selectedKey,
    chooser,
    source,
    firstPage,
  });
  const activeDescendant = activeItem === undefined ? undefined : optionId(activeItem);
  const listShown = page !== undefined && rows.length > 0;

  const pagination = page ?? (view.status === 'loading' ? view.previous : undefined);

  return (
    <Frame>
      {searchable && (
        <>
          {/* A visible label rather than a placeholder: it stays while the person types. */}
          <SearchLabel htmlFor={`${listId}-search`}>{messages.picker.search(noun)}</SearchLabel>
          <Input
            id={`${listId}-search`}
            type="search"
            // A chooser's box is a combobox over its options; a navigator's is a plain search
            // box, since its results are links the person moves to, not options of the box.
            role={chooser && 'combobox'}
            aria-expanded={chooser && listShown}
            aria-controls={listShown ? listId : undefined}
            aria-autocomplete={chooser && 'list'}
            aria-activedescendant={activeDescendant}
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
          <ErrorState message={messages.picker.fetchFailed(noun)} onRetry={retry} />
        )}
        {page !== undefined && rows.length === 0 && (
          <EmptyState title={messages.picker.empty(noun)} />
        )}
        {listShown && navigation !== undefined && (
          <LinkRows
            listId={listId}
            noun={noun}
            rows={rows}
            getKey={getKey}
            renderItem={renderItem}
            navigator={navigation}
          />
        )}
        {listShown && chooser !== undefined && (
          <OptionRows
            listId={listId}
            noun={noun}
            rows={rows}
            getKey={getKey}
            renderItem={renderItem}
            optionId={optionId}
            selectedKey={selectedKey}
            activeOption={activeOption}
            activeDescendant={activeDescendant}
            disabled={disabled}
            searchable={searchable}
            onKeyDown={onKeyDown}
            onChoose={(item, index) => {
              activate(index);
              chooser.onSelect(item);
            }}
          />
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
  margin-top: 0;
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
