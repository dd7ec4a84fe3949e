import { describe, expect, it } from 'vitest';

import { ApiQueryError } from '../../data/apiQuery';
import { isRefused } from './refusal';

describe('isRefused', () => {
  it('tells a refusal (403, 401) from a failure', () => {
    expect(isRefused(new ApiQueryError({ status: 'forbidden', httpStatus: 403 }))).toBe(true);
    expect(isRefused(new ApiQueryError({ status: 'unauthorized', httpStatus: 401 }))).toBe(true);
    expect(isRefused(new ApiQueryError({ status: 'server', httpStatus: 500 }))).toBe(false);
    expect(isRefused(new ApiQueryError({ status: 'notFound', httpStatus: 404 }))).toBe(false);
    expect(isRefused(new Error('a bug'))).toBe(false);
    expect(isRefused(null)).toBe(false);
  });
});
