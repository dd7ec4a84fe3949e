import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';

import { buttonText } from '../shared/focusRing';

import { MIN_TARGET_SIZE_PX } from '../constants';
import { useUiMessages } from '../messages';
import { collapseBreadcrumbs, type CollapseOptions } from './collapseBreadcrumbs';

export interface BreadcrumbItem {
  /** Stable identity of the crumb (for example its route). */
  key: string;
  /** The visible text. Rendered as text, never as HTML. */
  label: string;
  /** Where the crumb leads. The last crumb is the current page and is not a link. */
  href?: string;
}

export interface BreadcrumbsProps extends CollapseOptions {
  /** The trail from the outermost place to the current page. */
  items: readonly BreadcrumbItem[];
  /**
   * Renders a crumb's link, so a router can supply its own `Link`. Defaults to a plain `<a>`.
   * It receives the item and the label to show inside the link.
   */
  renderLink?: (item: BreadcrumbItem & { href: string }, label: ReactNode) => ReactNode;
  /** Accessible name of the navigation landmark. Defaults to 'Breadcrumb'. */
  'aria-label'?: string;
}

const defaultRenderLink: NonNullable<BreadcrumbsProps['renderLink']> = (item, label) => (
  <a href={item.href}>{label}</a>
);

/**
 * The location trail of spec §2 (Sections > Section > Premise > Floor > Room, plus Floor-plan).
 * Beyond `maxItems` (8) the middle folds into an expander button; expanding moves focus to the
 * first crumb it revealed, so keyboard users carry on from where they were.
 */
export function Breadcrumbs({
  items,
  renderLink = defaultRenderLink,
  'aria-label': ariaLabelProp,
  ...collapseOptions
}: BreadcrumbsProps) {
  const messages = useUiMessages();
  const ariaLabel = ariaLabelProp ?? messages.breadcrumbs.navigationLabel;
  const listRef = useRef<HTMLOListElement>(null);
  // Expansion belongs to one trail: navigating elsewhere folds the new trail again, without an
  // effect that resets state.
  const trailKey = items.map((item) => item.key).join('\u0000');
  const [expansion, setExpansion] = useState<{ trailKey: string; focusIndex: number } | null>(null);
  const expanded = expansion?.trailKey === trailKey;
  const focusIndex = expanded ? expansion.focusIndex : null;

  useEffect(() => {
    if (focusIndex === null) return;
    const crumb = listRef.current?.children[focusIndex];
    crumb?.querySelector<HTMLElement>('a, [tabindex]')?.focus();
  }, [focusIndex]);

  const layout = expanded
    ? ({ status: 'full', items } as const)
    : collapseBreadcrumbs(items, collapseOptions);
  const lastKey = items[items.length - 1]?.key;

  const renderCrumb = (item: BreadcrumbItem) => (
    <Crumb key={item.key}>
      {item.key === lastKey || item.href === undefined ? (
        <CurrentCrumb aria-current={item.key === lastKey ? 'page' : undefined}>
          {item.label}
        </CurrentCrumb>
      ) : (
        renderLink({ ...item, href: item.href }, item.label)
      )}
    </Crumb>
  );

  return (
    <Nav aria-label={ariaLabel}>
      <Trail ref={listRef}>
        {layout.status === 'full' ? (
          layout.items.map(renderCrumb)
        ) : (
          <Fragment>
            {layout.before.map(renderCrumb)}
            <Crumb>
              <Expander
                type="button"
                aria-label={messages.breadcrumbs.expand(layout.hidden.length)}
                aria-expanded={false}
                onClick={() => setExpansion({ trailKey, focusIndex: layout.before.length })}
              >
                …
              </Expander>
            </Crumb>
            {layout.after.map(renderCrumb)}
          </Fragment>
        )}
      </Trail>
    </Nav>
  );
}

const Nav = styled.nav`
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Crumb = styled.li`
  display: inline-flex;
  align-items: center;
  min-height: ${MIN_TARGET_SIZE_PX}px;

  /* Not a sibling rule on the component itself (eslint.config.js says why). */
  &:not(:first-child)::before {
    /* A separator drawn by CSS stays out of the accessibility tree. */
    content: '›';
    margin-inline-end: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.textMuted};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${MIN_TARGET_SIZE_PX}px;
    color: ${({ theme }) => theme.color.link};
    text-decoration: underline;
    text-underline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.small};
  }

  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const CurrentCrumb = styled.span`
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Expander = styled.button`
  min-width: ${MIN_TARGET_SIZE_PX}px;
  min-height: ${MIN_TARGET_SIZE_PX}px;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  ${buttonText}
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;
