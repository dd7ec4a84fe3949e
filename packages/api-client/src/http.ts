import createClient from 'openapi-fetch';
import type { Client } from 'openapi-fetch';
import * as v from 'valibot';

import { TENANT_HEADER } from './constants';
import type { paths } from './generated/platform';
import { failure, success } from './result';
import type { ApiError, ApiResult } from './result';
import { ProblemDetailsSchema } from './generated/problemDetails';

/** What the client asks of `getAccessToken`. */
export interface AccessTokenRequest {
  /**
   * True after the platform answered 401: return a new token, not a cached one (for keycloak-js,
   * `updateToken(-1)`). The client asks once per 401 and retries the call once.
   */
  forceRefresh: boolean;
}

/** How to reach the platform; the host supplies the token and the tenant through this seam. */
export interface ApiClientOptions {
  /** The platform's API root, for example `https://api.example.com` (no trailing slash needed). */
  baseUrl: string;
  /**
   * The bearer token for the next request. May throw or reject when no token can be had; the
   * call then fails as `unauthorized` and `onUnauthorized` runs.
   */
  getAccessToken: (request: AccessTokenRequest) => string | Promise<string>;
  /** The current tenant, sent as `x-tenant-identifier` on every request. Read per request. */
  getTenantIdentifier: () => string;
  /** A fetch to use instead of the global one (tests, MSW, instrumentation). */
  fetch?: (request: Request) => Promise<Response>;
  /** Called when a call is still unauthorized after one token refresh and retry: sign in again. */
  onUnauthorized?: () => void;
}

/** Options every call function takes last. */
export interface CallOptions {
  /**
   * Aborts the request (TanStack Query passes one per query). An aborted call resolves to a
   * `network` error whose `cause` is the AbortError.
   */
  signal?: AbortSignal;
}

/** A save that applies only to the version it edits (`If-Match`, an extension of the contract). */
export interface ConditionalCallOptions extends CallOptions {
  /**
   * The `version` the save edits, as the read answered it. A resource saved meanwhile at another
   * version answers `conflict` (412) and is kept. Left out, the save is unconditional.
   */
  ifMatch?: string | undefined;
}

/** What one attempt of a call hands to openapi-fetch: the request options, spread into them. */
export interface AttemptInit<
  Parse extends 'json' | 'blob' | 'stream' = 'json' | 'blob' | 'stream',
> {
  headers: { Authorization: string };
  fetch: (request: Request) => Promise<Response>;
  parseAs: Parse;
  signal: AbortSignal | undefined;
}

/** One attempt of a call: builds and sends a fresh request (so a retry can send it again). */
export type Attempt<Parse extends 'json' | 'blob' | 'stream'> = (
  init: AttemptInit<Parse>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** The plumbing every call function shares. Internal to the package. */
export interface Http {
  client: Client<paths>;
  /**
   * A call that answers JSON: the body is validated with `schema`, which may still be loading
   * while the request is under way (a schema that cannot load fails the call as `network`).
   */
  json<S extends v.GenericSchema>(
    schema: S | Promise<S>,
    call: CallOptions | undefined,
    attempt: Attempt<'json'>,
  ): Promise<ApiResult<v.InferOutput<S>>>;
  /** A call that answers a binary body (the QR code). */
  blob(call: CallOptions | undefined, attempt: Attempt<'blob'>): Promise<ApiResult<Blob>>;
  /** A call whose success is the status alone; any 2xx body is ignored. */
  empty(call: CallOptions | undefined, attempt: Attempt<'stream'>): Promise<ApiResult<void>>;
}

type Outcome =
  | { status: 'answered'; data: unknown; error: unknown; response: Response }
  /** The answer came but its body could not be read as the call expects (malformed JSON). */
  | { status: 'unreadable'; response: Response; cause: unknown }
  | { status: 'network'; cause: unknown }
  | { status: 'noToken'; cause: unknown };

const MAX_ISSUES = 10;

/** Builds the shared plumbing: token and tenant on every request, one refresh and retry on 401. */
export function createHttp(options: ApiClientOptions): Http {
  // Read the global fetch per request, so a fetch patched later (MSW) is honoured.
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: baseFetch });
  // The tenant goes on every request, read when the request is built (a retry reads it again).
  // The token does not: it belongs to the attempt, since a 401 retries with a refreshed one.
  client.use({
    onRequest({ request }) {
      request.headers.set(TENANT_HEADER, options.getTenantIdentifier());
      return request;
    },
  });

  // Concurrent 401s share one refresh rather than each asking the identity provider.
  let refreshing: Promise<string> | undefined;
  const refreshedToken = (): Promise<string> => {
    refreshing ??= Promise.resolve()
      .then(() => options.getAccessToken({ forceRefresh: true }))
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };

  async function attemptOnce<Parse extends 'json' | 'blob' | 'stream'>(
    attempt: Attempt<Parse>,
    parseAs: Parse,
    call: CallOptions | undefined,
    forceRefresh: boolean,
  ): Promise<Outcome> {
    let token: string;
    try {
      token = forceRefresh
        ? await refreshedToken()
        : await options.getAccessToken({ forceRefresh });
    } catch (cause) {
      return { status: 'noToken', cause };
    }
    let response: Response | undefined;
    const trackingFetch = async (request: Request) => {
      response = await baseFetch(request);
      return response;
    };
    try {
      const answer = await attempt({
        headers: { Authorization: `Bearer ${token}` },
        fetch: trackingFetch,
        parseAs,
        signal: call?.signal,
      });
      return {
        status: 'answered',
        data: answer.data,
        error: answer.error,
        response: answer.response,
      };
    } catch (cause) {
      // openapi-fetch rethrows what fetch threw (no answer) and what reading a body threw.
      return response ? { status: 'unreadable', response, cause } : { status: 'network', cause };
    }
  }

  function notifyUnauthorized(): void {
    try {
      options.onUnauthorized?.();
    } catch (cause) {
      console.error('onUnauthorized threw', cause);
    }
  }

  /** Sends a call, refreshing the token and retrying once on 401; maps failures to ApiError. */
  async function send<Parse extends 'json' | 'blob' | 'stream'>(
    attempt: Attempt<Parse>,
    parseAs: Parse,
    call: CallOptions | undefined,
  ): Promise<{ ok: true; data: unknown; response: Response } | { ok: false; error: ApiError }> {
    let outcome = await attemptOnce(attempt, parseAs, call, false);
    if (outcome.status === 'noToken' || isUnauthorized(outcome)) {
      outcome = await attemptOnce(attempt, parseAs, call, true);
      if (outcome.status === 'noToken' || isUnauthorized(outcome)) {
        notifyUnauthorized();
        return {
          ok: false,
          error: {
            status: 'unauthorized',
            httpStatus: outcome.status === 'noToken' ? undefined : 401,
            problem: outcome.status === 'answered' ? problemOf(outcome.error) : undefined,
          },
        };
      }
    }
    switch (outcome.status) {
      case 'network':
        return { ok: false, error: { status: 'network', cause: outcome.cause } };
      case 'unreadable':
        return {
          ok: false,
          error: {
            status: 'invalidResponse',
            httpStatus: outcome.response.status,
            issues: [`The body could not be read: ${describe(outcome.cause)}`],
          },
        };
      case 'answered':
        if (!outcome.response.ok) {
          return { ok: false, error: errorForStatus(outcome.response.status, outcome.error) };
        }
        return { ok: true, data: outcome.data, response: outcome.response };
      default:
        return outcome satisfies never;
    }
  }

  return {
    client,
    async json(schema, call, attempt) {
      // Caught here and read after the answer, so a failed load is never an unhandled rejection.
      const loading = Promise.resolve(schema).then(
        (loaded) => ({ loaded }) as const,
        (cause: unknown) => ({ cause }) as const,
      );
      const sent = await send(attempt, 'json', call);
      if (!sent.ok) return failure(sent.error);
      const ready = await loading;
      if (!('loaded' in ready)) return failure({ status: 'network', cause: ready.cause });
      const parsed = v.safeParse(ready.loaded, sent.data);
      if (!parsed.success) {
        return failure({
          status: 'invalidResponse',
          httpStatus: sent.response.status,
          issues: parsed.issues.slice(0, MAX_ISSUES).map(describeIssue),
        });
      }
      return success(parsed.output);
    },
    async blob(call, attempt) {
      const sent = await send(attempt, 'blob', call);
      if (!sent.ok) return failure(sent.error);
      const { data } = sent;
      // Raster images only: an SVG (or an untyped blob) opened in its own tab is a document
      // that runs its scripts on the console's origin.
      if (!(data instanceof Blob) || !isRasterImageType(data.type)) {
        return failure({
          status: 'invalidResponse',
          httpStatus: sent.response.status,
          issues: [`Expected an image, got ${data instanceof Blob ? data.type : typeof data}`],
        });
      }
      return success(data);
    },
    async empty(call, attempt) {
      const sent = await send(attempt, 'stream', call);
      if (!sent.ok) return failure(sent.error);
      // The body (if any) is not needed; release it rather than leave the stream open.
      if (sent.data instanceof ReadableStream) await sent.data.cancel().catch(() => undefined);
      return success(undefined);
    },
  };
}

function isUnauthorized(outcome: Outcome): boolean {
  return outcome.status === 'answered' && outcome.response.status === 401;
}

/** The problem details of an error body, when it is an object that looks like one. */
function problemOf(body: unknown): v.InferOutput<typeof ProblemDetailsSchema> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const parsed = v.safeParse(ProblemDetailsSchema, body);
  return parsed.success ? parsed.output : undefined;
}

function errorForStatus(status: number, body: unknown): ApiError {
  const problem = problemOf(body);
  if (status === 401) return { status: 'unauthorized', httpStatus: status, problem };
  if (status === 403) return { status: 'forbidden', httpStatus: status, problem };
  if (status === 404) return { status: 'notFound', httpStatus: status, problem };
  if (status === 409 || status === 412) return { status: 'conflict', httpStatus: status, problem };
  if (status >= 500) return { status: 'server', httpStatus: status, problem };
  if (status >= 400) return { status: 'badRequest', httpStatus: status, problem };
  return { status: 'invalidResponse', httpStatus: status, issues: [`Unexpected status ${status}`] };
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  return `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`;
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

/** The image types the console shows from the API (QR codes): raster formats, never SVG. */
export const RASTER_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
] as const;

/** True for a raster image type (parameters such as `; charset` ignored). */
export function isRasterImageType(type: string): boolean {
  const essence = type.split(';')[0]!.trim().toLowerCase();
  return (RASTER_IMAGE_TYPES as readonly string[]).includes(essence);
}
