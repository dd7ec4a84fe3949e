import type { ApiError, ApiResult } from '@hygiene/api-client';

/**
 * TanStack Query wants failures thrown; the client returns them as values. This error carries
 * the client's `ApiError` so a screen can still switch on `error.apiError.status`.
 */
export class ApiQueryError extends Error {
  constructor(readonly apiError: ApiError) {
    super(`API call failed: ${apiError.status}`);
    this.name = 'ApiQueryError';
  }
}

/** Turns an `ApiResult` into data or a thrown `ApiQueryError`, for query and mutation functions. */
export async function unwrap<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const settled = await result;
  if (settled.ok) return settled.data;
  throw new ApiQueryError(settled.error);
}

/** The `ApiError` behind a query's error, if it came from the platform. */
export function apiErrorOf(error: unknown): ApiError | null {
  return error instanceof ApiQueryError ? error.apiError : null;
}
