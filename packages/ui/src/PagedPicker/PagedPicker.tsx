import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { styled, css } from 'styled-components';

import { FIRST_PAGE, MIN_TARGET_SIZE_PX } from '../constants';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { Input } from '../Field';
import { useUiMessages } from '../messages';
import { Pagination } from '../Pagination';
import { Skeleton } from '../Skeleton';
import { Spinner } from '../Spinner';
import { autoSelection, moveActive, type ActiveOption } from './listNavigation';
import type { PagedResult } from './pagedResult';
import type { PagedSource } from './usePagedSearch';
import { focusRing } from '../shared/focusRing';

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

const defaultRenderLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <a href={href}>{children}</a>
);

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
  const [active, setActive] = useState<{ page: PagedResult<T> | undefined; option: ActiveOption }>({
    page: undefined,
    option: { status: 'none' },
  });
  const { input, search, view, goToPage, retry } = source;
  const page = view.status === 'fetched' ? view.result : undefined;

  // Each query's answer may choose itself once (spec §5), not again when a refetch of the same
  // query brings it back. Only a chooser selects by itself: a navigator's single result must not
  // open its page without the person asking.
  const decided = useRef<string | number | undefined>(undefined);
  const shown = useEffectEvent((result: PagedResult<T>) => {
    if (decided.current === source.queryId) return;
    decided.current = source.queryId;
    if (chooser === undefined) return;
    const only = autoSelection(result, autoSelect);
    if (only !== undefined) chooser.onSelect(only);
  });
  useEffect(() => {
    if (page !== undefined) shown(page);
  }, [page, source.queryId]);

  const rows = page?.items ?? [];
  const selected = chooser?.selected ?? null;
  const selectedKey = selected === null ? undefined : getKey(selected);
  const optionId = (item: T) => `${listId}-option-${String(getKey(item))}`;
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
  const listShown = page !== undefined && rows.length > 0;

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
          <ErrorState message={messages.picker.fetchFailed(noun)} onRetry={retry} />
        )}
        {page !== undefined && rows.length === 0 && (
          <EmptyState title={messages.picker.empty(noun)} />
        )}
        {listShown && navigation !== undefined && (
          <Rows id={listId} aria-label={noun}>
            {rows.map((item) => (
              <LinkRow key={getKey(item)}>
                {(navigation.renderLink ?? defaultRenderLink)({
                  href: navigation.itemHref(item),
                  children: renderItem(item),
                })}
              </LinkRow>
            ))}
          </Rows>
        )}
        {listShown && chooser !== undefined && (
          <Rows
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
                  data-active={activeOption.status === 'index' && activeOption.index === index}
                  onClick={() => {
                    if (disabled) return;
                    setActive({ page, option: { status: 'index', index } });
                    chooser.onSelect(item);
                  }}
                >
                  {renderItem(item)}
                </Option>
              );
            })}
          </Rows>
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

const Rows = styled.ul`
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

/** A row's box, the same for an option and a link. */
const row = css`
  box-sizing: content-box;
  display: flex;
  align-items: center;
  min-height: ${MIN_TARGET_SIZE_PX + 8}px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid transparent;
`;

// Not `& + &`: styled-components writes that with the component's static class, so where two
// themes share a page (the dark glance, an embedding app) the last theme's colour wins in both.
const between = css`
  &:not(:first-child) {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Option = styled.li`
  ${row}
  ${between}
  cursor: pointer;

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

/** A navigator's row: the kit styles the link the caller's `renderLink` draws. */
const LinkRow = styled.li`
  ${between}

  & > a {
    ${row}
    color: ${({ theme }) => theme.color.link};
    overflow-wrap: anywhere;
    text-decoration: none;
  }

  & > a:hover {
    background: ${({ theme }) => theme.color.selected};
  }

  & > a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
`;
