/**
 * The fake platform under MSW (Storybook, browser tests, Node tests with msw/node): one
 * catch-all handler that hands each request under the base URL to `platform.fetch`, and
 * per-route overrides for the loading, empty, error and conflict states of a story.
 */
import { delay, http } from 'msw';
import type { HttpHandler } from 'msw';

import { platformContract } from '@hygiene/api-client';
import type { HttpMethod } from '@hygiene/api-client';

import { DEFAULT_BASE_PATH, PAGING } from './constants';
import { messages } from './messages';
import { contractPath, createPathMatcher } from './paths';
import type { FakePlatform } from './platform';
import { problemResponse } from './problem';

/** Where the console reaches the API: an absolute URL, or a path on the page's own origin. */
export interface BaseUrlOption {
  /** For example `/api` (the default: the platform's base path) or `http://127.0.0.1:4010/api`. */
  baseUrl?: string;
}

/** Answers the path below `baseUrl`, or undefined when the URL is not under it. */
function createBaseMatcher(baseUrl: string) {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(baseUrl);
  const origin = typeof location === 'undefined' ? undefined : location.origin;
  const base = absolute ? new URL(baseUrl) : origin ? new URL(baseUrl, origin) : undefined;
  const prefix = (base ? base.pathname : baseUrl).replace(/\/+$/, '');
  return (url: URL): string | undefined => {
    if (base && url.origin !== base.origin) return undefined;
    if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return undefined;
    return url.pathname.slice(prefix.length) || '/';
  };
}

/**
 * MSW handlers that answer every request under `baseUrl` from the platform.
 *
 * @example
 * // .storybook/preview.tsx
 * parameters: { msw: { handlers: { overrides: [], platform: mswHandlers(platform) } } }
 */
export function mswHandlers(
  platform: FakePlatform,
  { baseUrl = platform.basePath || '/' }: BaseUrlOption = {},
): HttpHandler[] {
  const below = createBaseMatcher(baseUrl);
  return [
    http.all(
      ({ request }) => below(new URL(request.url)) !== undefined,
      async ({ request }) => {
        const url = new URL(request.url);
        const rest = below(url)!;
        const target = new URL(
          `${platform.basePath}${rest === '/' ? '' : rest}${url.search}`,
          url.origin,
        );
        if (target.href === url.href) return platform.fetch(request);
        const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
        return platform.fetch(
          new Request(target, {
            method: request.method,
            headers: request.headers,
            body: hasBody ? await request.arrayBuffer() : undefined,
          }),
        );
      },
    ),
  ];
}

type Method = Uppercase<HttpMethod> | HttpMethod;

/** Overrides of single routes, for stories that show one state. Put them before the platform. */
export interface Overrides {
  /** The route never answers: the screen stays loading. */
  loading(method: Method, path: string): HttpHandler;
  /**
   * The route answers an empty list: an empty page (`items: []`, `totalItems: 0`, …) for paged
   * calls, `[]` for plain lists, `{ items: [] }` for the groups. Throws for a call that answers
   * no list.
   */
  empty(method: Method, path: string): HttpHandler;
  /** The route fails with `status` (default 500) and a problem+json body. */
  error(method: Method, path: string, status?: number): HttpHandler;
  /** The route answers 409 Conflict. */
  conflict(method: Method, path: string): HttpHandler;
  /** The route answers 404 Not Found. */
  notFound(method: Method, path: string): HttpHandler;
}

/**
 * Overrides for the API at `baseUrl`. Paths are the contract's templates below the base,
 * `/devices/{id}` or `/devices/:id`.
 *
 * @example
 * export const Loading: Story = {
 *   parameters: { msw: { handlers: { overrides: [override.loading('get', '/sections')] } } },
 * };
 */
export function createOverrides({ baseUrl = DEFAULT_BASE_PATH }: BaseUrlOption = {}): Overrides {
  const below = createBaseMatcher(baseUrl);
  const route = (
    method: Method,
    path: string,
    answer: (request: Request) => Response | Promise<Response>,
  ) => {
    const matches = createPathMatcher(method, path);
    return http.all(
      ({ request }) => {
        const rest = below(new URL(request.url));
        return rest !== undefined && matches(request.method, rest);
      },
      ({ request }) => answer(request),
    );
  };
  const failure = (method: Method, path: string, status: number, title: string) =>
    route(method, path, () =>
      problemResponse({
        status,
        title,
        detail: `${title} (override of ${method.toUpperCase()} ${path})`,
      }),
    );
  return {
    loading: (method, path) =>
      route(method, path, async () => {
        await delay('infinite');
        return new Response(null, { status: 204 });
      }),
    empty: (method, path) => {
      const shape = listShape(method, path);
      return route(method, path, (request) =>
        Response.json(emptyList(shape, new URL(request.url))),
      );
    },
    error: (method, path, status = 500) => failure(method, path, status, messages.serverErrorTitle),
    conflict: (method, path) => failure(method, path, 409, messages.conflictTitle),
    notFound: (method, path) => failure(method, path, 404, messages.notFoundTitle),
  };
}

/** Overrides for the API at the default base path (`/api`). */
export const override: Overrides = createOverrides();

type ListShape = 'paged' | 'array' | 'items';

/** What kind of list a call answers, read from the contract. */
function listShape(method: Method, path: string): ListShape {
  const operation =
    platformContract.paths[contractPath(path)]?.[method.toLowerCase() as HttpMethod];
  if (!operation) throw new Error(`The contract has no ${method.toUpperCase()} ${path}`);
  let schema = resolve(
    resolve(operation.responses['200'])?.['content']?.['application/json']?.schema,
  );
  if (schema?.['type'] === 'array') return 'array';
  const allOf = schema?.['allOf'] as { $ref?: string }[] | undefined;
  if (allOf?.some((part) => part.$ref === '#/components/schemas/PageInfo')) return 'paged';
  schema = resolve(schema);
  if ((schema?.['properties'] as Record<string, unknown> | undefined)?.['items']) return 'items';
  throw new Error(`${method.toUpperCase()} ${path} answers no list, so it has no empty state`);
}

// The document is JSON of known shape but typed loosely; this walks `$ref`s inside it.
type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- walking arbitrary JSON

function resolve(node: unknown): Loose | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref !== 'string') return node as Loose;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Loose | undefined)?.[key], platformContract);
  return resolve(target);
}

function emptyList(shape: ListShape, url: URL) {
  if (shape === 'array') return [];
  if (shape === 'items') return { items: [] };
  const page = Math.max(Number(url.searchParams.get('page')) || PAGING.firstPage, PAGING.firstPage);
  const pageSize = Number(url.searchParams.get('pageSize')) || PAGING.defaultPageSize;
  return { items: [], pageSize, currentPage: page, nextPage: null, totalItems: 0, totalPages: 0 };
}
