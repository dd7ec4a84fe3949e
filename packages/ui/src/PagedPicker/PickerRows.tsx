import type { KeyboardEvent, ReactNode } from 'react';
import { styled, css } from 'styled-components';

import { MIN_TARGET_SIZE_PX } from '../constants';
import type { ActiveOption } from './listNavigation';
import { focusRing } from '../shared/focusRing';

type RenderLink = (props: { href: string; children: ReactNode }) => ReactNode;

const defaultRenderLink: RenderLink = ({ href, children }) => <a href={href}>{children}</a>;

interface LinkRowsProps<T> {
  /** The list's id, which the search box controls. */
  listId: string;
  /** The plural noun of what is listed: the list's name. */
  noun: string;
  rows: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** The navigator's props: each row's address, and the caller's link. */
  navigator: { itemHref: (item: T) => string; renderLink?: RenderLink | undefined };
}

/** A navigator's rows: a list of links to each item's page. */
export function LinkRows<T>({
  listId,
  noun,
  rows,
  getKey,
  renderItem,
  navigator,
}: LinkRowsProps<T>) {
  return (
    <Rows id={listId} aria-label={noun}>
      {rows.map((item) => (
        <LinkRow key={getKey(item)}>
          {(navigator.renderLink ?? defaultRenderLink)({
            href: navigator.itemHref(item),
            children: renderItem(item),
          })}
        </LinkRow>
      ))}
    </Rows>
  );
}

interface OptionRowsProps<T> {
  /** The listbox's id, which the search box controls. */
  listId: string;
  /** The plural noun of what is listed: the listbox's name. */
  noun: string;
  rows: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** An option's element id, for `aria-activedescendant`. */
  optionId: (item: T) => string;
  /** The chosen item's key: that option is selected. */
  selectedKey: string | number | undefined;
  /** The highlighted option. */
  activeOption: ActiveOption;
  /** The highlighted option's element id, when one is. */
  activeDescendant: string | undefined;
  disabled: boolean;
  /** Whether the picker has a search box; without one the listbox takes focus and the keys. */
  searchable: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** The person clicked the option of `item`, the `index`th row. */
  onChoose: (item: T, index: number) => void;
}

/** A chooser's rows: a listbox whose options take clicks, steered from the search box. */
export function OptionRows<T>({
  listId,
  noun,
  rows,
  getKey,
  renderItem,
  optionId,
  selectedKey,
  activeOption,
  activeDescendant,
  disabled,
  searchable,
  onKeyDown,
  onChoose,
}: OptionRowsProps<T>) {
  return (
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
            'aria-activedescendant': activeDescendant,
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
              onChoose(item, index);
            }}
          >
            {renderItem(item)}
          </Option>
        );
      })}
    </Rows>
  );
}

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
