import { describe, expect, it } from 'vitest';

import {
  readUserListParams,
  toUserQuery,
  withUserFilter,
  writeUserListParams,
} from './userListParams';

describe('user list parameters', () => {
  it('reads term, group and page from the address, falling back when malformed', () => {
    expect(readUserListParams(new URLSearchParams('term=%20ada%20&groups=g1&page=3'))).toEqual({
      term: 'ada',
      group: 'g1',
      page: 3,
    });
    expect(readUserListParams(new URLSearchParams('page=x&groups='))).toEqual({
      term: '',
      group: null,
      page: 1,
    });
    expect(readUserListParams(new URLSearchParams('page=0')).page).toBe(1);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeUserListParams({ term: '', group: null, page: 1 }).toString()).toBe('');
    const params = { term: 'ada', group: 'g1', page: 2 };
    expect(readUserListParams(writeUserListParams(params))).toEqual(params);
  });

  it('goes back to page 1 when the search or the group changes', () => {
    expect(withUserFilter({ term: 'a', group: null, page: 4 }, { group: 'g2' })).toEqual({
      term: 'a',
      group: 'g2',
      page: 1,
    });
  });

  it('asks the API with term and groups only when set, 9 a page', () => {
    expect(toUserQuery({ term: '', group: null, page: 1 })).toStrictEqual({ page: 1, pageSize: 9 });
    expect(toUserQuery({ term: 'ada', group: 'g1', page: 2 })).toStrictEqual({
      page: 2,
      pageSize: 9,
      term: 'ada',
      groups: ['g1'],
    });
  });
});
