import type { ProblemDetails } from './types';

/**
 * Why a call failed. Switch on `status` (the repo's one union tag, as TanStack Query's); every
 * HTTP failure carries the answer's code as `httpStatus` and, when the platform sent them, its
 * problem details.
 *
 * - `notFound` 404 · `conflict` 409, or 412 when the resource changed since it was read (a
 *   conditional save's `If-Match` no longer holds) · `unauthorized` 401 (after one refresh and retry) or no
 *   token could be had · `forbidden` 403 · `badRequest` any other 4xx · `server` 5xx
 * - `network`: no answer at all (offline, DNS, CORS, aborted)
 * - `invalidResponse`: an answer the contract does not allow (malformed JSON, a body that breaks
 *   the schema, an unexpected status); `issues` says what was wrong, for logs
 */
export type ApiError =
  | { status: 'notFound'; httpStatus: 404; problem?: ProblemDetails }
  | { status: 'conflict'; httpStatus: 409 | 412; problem?: ProblemDetails }
  | {
      status: 'unauthorized';
      /** 401, or undefined when no token could be had (the refresh failed). */
      httpStatus: 401 | undefined;
      problem?: ProblemDetails;
    }
  | { status: 'forbidden'; httpStatus: 403; problem?: ProblemDetails }
  | { status: 'badRequest'; httpStatus: number; problem?: ProblemDetails }
  | { status: 'server'; httpStatus: number; problem?: ProblemDetails }
  | { status: 'network'; cause: unknown }
  | { status: 'invalidResponse'; httpStatus: number | undefined; issues: readonly string[] };

/** The statuses of {@link ApiError}, for exhaustive tables. */
export type ApiErrorStatus = ApiError['status'];

/** What every client function resolves to; it never rejects. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** A successful result. */
export function success<T>(data: T): ApiResult<T> {
  return { ok: true, data };
}

/** A failed result. */
export function failure<T = never>(error: ApiError): ApiResult<T> {
  return { ok: false, error };
}
