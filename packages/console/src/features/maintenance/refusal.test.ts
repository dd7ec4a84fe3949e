import { describe, expect, it } from 'vitest';

import { ApiQueryError } from '../../data/apiQuery';
import { isRefused } from './refusal';

describe('isRefused', () => {
  it('tells a refusal (403, 401) from a failure', () => {
    expect(isRefused(new ApiQueryError({ kind: 'forbidden', status: 403 }))).toBe(true);
    expect(isRefused(new ApiQueryError({ kind: 'unauthorized', status: 401 }))).toBe(true);
    expect(isRefused(new ApiQueryError({ kind: 'server', status: 500 }))).toBe(false);
    expect(isRefused(new ApiQueryError({ kind: 'notFound', status: 404 }))).toBe(false);
    expect(isRefused(new Error('a bug'))).toBe(false);
    expect(isRefused(null)).toBe(false);
  });
});
