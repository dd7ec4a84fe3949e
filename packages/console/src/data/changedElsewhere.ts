import type { ApiError } from '@hygiene/api-client';

import { apiErrorOf } from './apiQuery';

/**
 * Whether a failed save found the record changed by someone else since it was read: the platform
 * answered 412 to its `If-Match` (the record's `version`; issue 54). Nothing was saved.
 */
export function isChangedElsewhere(error: unknown): boolean {
  const apiError: ApiError | null = apiErrorOf(error) ?? (isApiError(error) ? error : null);
  return apiError?.status === 'conflict' && apiError.httpStatus === 412;
}

function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value;
}
