import { describe, expect, it, vi } from 'vitest';

import { fetchEveryPage } from './fetchEveryPage';

const pages = (count: number, size: number) => (query: { page: number; pageSize: number }) =>
  Promise.resolve({
    items: Array.from({ length: size }, (_, i) => `${query.page}.${i}`),
    nextPage: query.page < count ? query.page + 1 : null,
  });

describe('fetchEveryPage', () => {
  it('asks page after page until there is no next one', async () => {
    const fetchPage = vi.fn(pages(3, 2));
    await expect(fetchEveryPage(fetchPage, { pageSize: 2 })).resolves.toEqual([
      '1.0',
      '1.1',
      '2.0',
      '2.1',
      '3.0',
      '3.1',
    ]);
    expect(fetchPage.mock.calls.map(([query]) => query)).toEqual([
      { page: 1, pageSize: 2 },
      { page: 2, pageSize: 2 },
      { page: 3, pageSize: 2 },
    ]);
  });

  it('stops at maxPages', async () => {
    const fetchPage = vi.fn(pages(50, 1));
    await expect(fetchEveryPage(fetchPage, { maxPages: 4 })).resolves.toHaveLength(4);
  });

  it('stops when the next page does not move on', async () => {
    const fetchPage = vi.fn(() => Promise.resolve({ items: ['a'], nextPage: 1 }));
    await expect(fetchEveryPage(fetchPage)).resolves.toEqual(['a']);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('passes a failure on', async () => {
    await expect(fetchEveryPage(() => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
  });
});
