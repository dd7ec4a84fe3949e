import { describe, expect, it } from 'vitest';

import { isPagedResult } from './pagedResult';

const page = {
  items: [{ id: 'r1' }],
  pageSize: 9,
  currentPage: 1,
  nextPage: 2,
  totalItems: 12,
  totalPages: 2,
};

describe('isPagedResult', () => {
  it('accepts a page of the spec shape, and a last page with nextPage null', () => {
    expect(isPagedResult(page)).toBe(true);
    expect(isPagedResult({ ...page, currentPage: 2, nextPage: null })).toBe(true);
    expect(isPagedResult({ ...page, items: [], totalItems: 0, totalPages: 0 })).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'oops'],
    ['an array', []],
    ['items not an array', { ...page, items: { id: 'r1' } }],
    ['items missing', { ...page, items: undefined }],
    ['a negative page', { ...page, currentPage: -1 }],
    ['a fractional total', { ...page, totalPages: 1.5 }],
    ['nextPage as a string', { ...page, nextPage: '2' }],
    ['nextPage missing', { ...page, nextPage: undefined }],
    ['pageSize missing', { ...page, pageSize: undefined }],
  ])('rejects %s', (_, value) => {
    expect(isPagedResult(value)).toBe(false);
  });
});
