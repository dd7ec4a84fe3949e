import { apiErrorOf } from './apiQuery';

/**
 * Whether a failed save found the record changed by someone else since it was read: the platform
 * answered 412 to its `If-Match` (the record's `version`; issue 54). Nothing was saved.
 */
export function isChangedElsewhere(error: unknown): boolean {
  const apiError = apiErrorOf(error);
  return apiError?.status === 'conflict' && apiError.httpStatus === 412;
}
