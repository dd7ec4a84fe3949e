import { describe, expect, it } from 'vitest';

import { collapseBreadcrumbs } from './collapseBreadcrumbs';

const crumbs = (n: number) => Array.from({ length: n }, (_, i) => `item ${i + 1}`);

describe('collapseBreadcrumbs', () => {
  it.each([0, 1, 5, 7, 8])('shows all %i items when there are at most 8', (n) => {
    expect(collapseBreadcrumbs(crumbs(n))).toEqual({ status: 'full', items: crumbs(n) });
  });

  it('collapses 9 items to the first and the last, hiding the 7 between', () => {
    expect(collapseBreadcrumbs(crumbs(9))).toEqual({
      status: 'collapsed',
      before: ['item 1'],
      hidden: crumbs(9).slice(1, 8),
      after: ['item 9'],
    });
  });

  it('collapses 12 items and keeps every item exactly once across the three parts', () => {
    const layout = collapseBreadcrumbs(crumbs(12));
    if (layout.status !== 'collapsed') throw new Error(`expected collapsed, got ${layout.status}`);
    expect([...layout.before, ...layout.hidden, ...layout.after]).toEqual(crumbs(12));
    expect(layout.hidden).toHaveLength(10);
  });

  it('honours a custom limit and how many items stay on each side', () => {
    expect(
      collapseBreadcrumbs(crumbs(6), {
        maxItems: 4,
        itemsBeforeCollapse: 2,
        itemsAfterCollapse: 2,
      }),
    ).toEqual({
      status: 'collapsed',
      before: ['item 1', 'item 2'],
      hidden: ['item 3', 'item 4'],
      after: ['item 5', 'item 6'],
    });
  });

  it('does not collapse when the kept ends would already cover every item', () => {
    expect(
      collapseBreadcrumbs(crumbs(4), {
        maxItems: 2,
        itemsBeforeCollapse: 2,
        itemsAfterCollapse: 2,
      }),
    ).toEqual({ status: 'full', items: crumbs(4) });
  });
});
