import type { ProblemDetails } from './types';

/**
 * Why a call failed. Switch on `kind`; every HTTP kind carries the status and, when the platform
 * sent one, its problem details.
 *
 * - `notFound` 404 · `conflict` 409, or 412 when the resource changed since it was read (a
 *   conditional save's `If-Match` no longer holds) · `unauthorized` 401 (after one refresh and retry) or no
 *   token could be had · `forbidden` 403 · `badRequest` any other 4xx · `server` 5xx
 * - `network`: no answer at all (offline, DNS, CORS, aborted)
 * - `invalidResponse`: an answer the contract does not allow (malformed JSON, a body that breaks
 *   the schema, an unexpected status); `issues` says what was wrong, for logs
 */
export type ApiError =
  | { kind: 'notFound'; status: 404; problem?: ProblemDetails }
  | { kind: 'conflict'; status: 409 | 412; problem?: ProblemDetails }
  | {
      kind: 'unauthorized';
      /** 401, or undefined when no token could be had (the refresh failed). */
      status: 401 | undefined;
      problem?: ProblemDetails;
    }
  | { kind: 'forbidden'; status: 403; problem?: ProblemDetails }
  | { kind: 'badRequest'; status: number; problem?: ProblemDetails }
  | { kind: 'server'; status: number; problem?: ProblemDetails }
  | { kind: 'network'; cause: unknown }
  | { kind: 'invalidResponse'; status: number | undefined; issues: readonly string[] };

/** The kinds of {@link ApiError}, for exhaustive tables. */
export type ApiErrorKind = ApiError['kind'];

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
