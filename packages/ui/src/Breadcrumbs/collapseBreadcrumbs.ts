import { BREADCRUMB_COLLAPSE_AT } from '../constants';

export interface CollapseOptions {
  /** Collapse when there are more items than this. Defaults to spec §9's 8. */
  maxItems?: number;
  /** How many items stay visible before the ellipsis. */
  itemsBeforeCollapse?: number;
  /** How many items stay visible after the ellipsis (the current page is the last). */
  itemsAfterCollapse?: number;
}

/** What the breadcrumb bar shows: every item, or the ends with the middle folded away. */
export type BreadcrumbLayout<T> =
  | { status: 'full'; items: readonly T[] }
  | { status: 'collapsed'; before: readonly T[]; hidden: readonly T[]; after: readonly T[] };

/**
 * The collapse rule of spec §2: up to `maxItems` items show in full; beyond that only the first
 * and last items show, and the ones between fold into an expander.
 */
export function collapseBreadcrumbs<T>(
  items: readonly T[],
  {
    maxItems = BREADCRUMB_COLLAPSE_AT,
    itemsBeforeCollapse = 1,
    itemsAfterCollapse = 1,
  }: CollapseOptions = {},
): BreadcrumbLayout<T> {
  const before = Math.max(0, Math.floor(itemsBeforeCollapse));
  const after = Math.max(0, Math.floor(itemsAfterCollapse));
  // Folding must hide at least one item, or the expander would stand for nothing.
  if (items.length <= maxItems || before + after >= items.length) {
    return { status: 'full', items };
  }
  return {
    status: 'collapsed',
    before: items.slice(0, before),
    hidden: items.slice(before, items.length - after),
    after: items.slice(items.length - after),
  };
}
