/**
 * `/api/...`: the platform port over real HTTP. The sandbox does what a real gateway would:
 * CORS for the dev server, a bearer token from this provider, the tenant access of the token's
 * user, body limits and JSON checks; the platform only answers.
 */
import { TENANT_HEADER } from '@hygiene/api-client';
import {
  contractCallOf,
  readRequestBody,
  tenantsInPath,
  tenantsInQuery,
  tenantsOfBody,
} from '@hygiene/fake-platform';
import { Hono } from 'hono';
import { cors } from 'hono/cors';

import { API_BASE_PATH, MAX_BODY_BYTES, MAX_JSON_BODY_BYTES } from './constants.ts';
import type { Verified } from './identity/tokens.ts';
import { limitBody, tooLarge } from './limits.ts';
import type { Logger } from './logger.ts';
import { messages } from './messages.ts';
import type { Origins } from './origins.ts';
import type { Platform } from './platform/port.ts';
import { problemResponse } from './problem.ts';
import { identifyCaller, refuseTenant, type CallerEnv } from './caller.ts';
import { mayAccess } from './platform/port.ts';

export interface ApiOptions {
  platform: Platform;
  verifyAccessToken: (token: string) => Promise<Verified>;
  origins: Origins;
  logger: Logger;
}

/**
 * Every tenant a request names before its body is read: the header, the `/tenants/{tenant}`
 * path segment (`/tenants/closest` names none) and every query parameter whose name says tenant,
 * found by the fake platform's own rule (`tenantsInPath`, `tenantsInQuery`), so the gateway and
 * the platform read a request alike. Throws `BadRequest` for a malformed percent-encoding.
 */
function tenantsInHeadAndUrl(request: Request): string[] {
  const url = new URL(request.url);
  const header = request.headers.get(TENANT_HEADER);
  const belowApi = url.pathname.slice(API_BASE_PATH.length);
  return [
    ...(header ? [header] : []),
    ...[...tenantsInPath(belowApi), ...tenantsInQuery(url)].map((named) => named.identifier),
  ];
}

type Env = CallerEnv;

export function apiRoutes({ platform, verifyAccessToken, origins, logger }: ApiOptions): Hono<Env> {
  const app = new Hono<Env>();

  app.use(
    '*',
    cors({
      origin: (origin) => (origins.trusted.includes(origin) ? origin : null),
      credentials: true,
      allowHeaders: ['Authorization', 'Content-Type', 'Accept', TENANT_HEADER],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['Location'],
      maxAge: 600,
    }),
  );

  // Every answer says what it is: a browser never sniffs one into something else (an error
  // body into HTML, an image into script).
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('x-content-type-options', 'nosniff');
  });

  // Who is calling, before anything else is read.
  app.use(
    '*',
    identifyCaller(verifyAccessToken, (c) => tenantsInHeadAndUrl(c.req.raw)),
  );

  app.use('*', limitBody(MAX_BODY_BYTES));

  app.all('*', async (c) => {
    let request = c.req.raw;
    if (request.body !== null) {
      // Bytes, not text: a binary body goes on exactly as it came.
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const isJson = /[/+]json\b/i.test(c.req.header('content-type') ?? '');
      if (isJson && bytes.byteLength > MAX_JSON_BODY_BYTES) return tooLarge(MAX_JSON_BODY_BYTES);
      // The body was read; hand on a fresh request with the same bytes.
      request = new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: bytes,
      });
      // The body as the contract's call takes it, by the fake platform's own reader: a label
      // the call does not name is 415 here, so no check can skip a body the handler parses.
      const belowApi = new URL(request.url).pathname.slice(API_BASE_PATH.length);
      const body = await readRequestBody(request, contractCallOf(request.method, belowApi));
      if (body.status === 'refused') {
        const { status, title, detail } = body.problem;
        return problemResponse(status, title, detail);
      }
      // The body's tenants pass the same rule as the header's, before the platform sees it.
      const refused = tenantsOfBody(body)
        .map((named) => named.identifier)
        .find((t) => !mayAccess(c.get('user').tenants, t));
      if (refused !== undefined) return refuseTenant(refused);
    }
    const user = c.get('user');
    try {
      return await platform.handle(request, {
        user: user.username,
        displayName: `${user.firstName} ${user.lastName}`,
        email: user.email,
        tenants: user.tenants,
        roles: c.get('roles'),
        tenantIdentifier: c.req.header(TENANT_HEADER) || undefined,
      });
    } catch (error) {
      logger.warn(`platform failed on ${c.req.method} ${c.req.path}: ${String(error)}`);
      return problemResponse(500, messages.problems.internal, messages.problems.internalDetail);
    }
  });

  return app;
}
