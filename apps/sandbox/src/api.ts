/**
 * `/api/...`: the platform port over real HTTP. The sandbox does what a real gateway would:
 * CORS for the dev server, a bearer token from this provider, the tenant access of the token's
 * user, body limits and JSON checks; the platform only answers.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';

import { MAX_BODY_BYTES, MAX_JSON_BODY_BYTES } from './constants.ts';
import type { Verified } from './identity/tokens.ts';
import type { DemoUser } from './identity/users.ts';
import type { Logger } from './logger.ts';
import { messages } from './messages.ts';
import type { Origins } from './origins.ts';
import { mayAccess } from './platform/port.ts';
import type { Platform } from './platform/port.ts';
import { problemResponse } from './problem.ts';

export const TENANT_HEADER = 'x-tenant-identifier';

/** Query parameters of spec §7 that name tenants; each must be one the user may access. */
const TENANT_QUERY_PARAMETERS = [
  'tenantIdentifierFilter',
  'tenantIdentifiers',
  'location.tenant-identifier',
];

export interface ApiOptions {
  platform: Platform;
  verifyAccessToken: (token: string) => Promise<Verified>;
  origins: Origins;
  logger: Logger;
}

/** Every tenant a request names: the header, the path (`/tenants/{id}...`) and tenant filters. */
function namedTenants(request: Request): string[] {
  const url = new URL(request.url);
  const names: string[] = [];
  const header = request.headers.get(TENANT_HEADER);
  if (header) names.push(header);
  const fromPath = /^\/api\/tenants\/([^/]+)/.exec(url.pathname)?.[1];
  if (fromPath) names.push(decodeURIComponent(fromPath));
  for (const name of TENANT_QUERY_PARAMETERS) {
    for (const value of url.searchParams.getAll(name)) {
      names.push(
        ...value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      );
    }
  }
  return names;
}

type Env = { Variables: { user: DemoUser } };

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

  // Who is calling, before anything else is read.
  app.use('*', async (c, next) => {
    const token = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const verified: Verified = token
      ? await verifyAccessToken(token)
      : { kind: 'invalid', reason: 'no token' };
    if (verified.kind === 'invalid') {
      return problemResponse(401, messages.problems.unauthorized, messages.problems.missingToken, {
        'www-authenticate': 'Bearer',
      });
    }
    const refused = namedTenants(c.req.raw).find((t) => !mayAccess(verified.user.tenants, t));
    if (refused !== undefined) {
      return problemResponse(
        403,
        messages.problems.forbidden,
        messages.problems.tenantRefused(refused),
      );
    }
    c.set('user', verified.user);
    return next();
  });

  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () =>
        problemResponse(
          413,
          messages.problems.tooLarge,
          messages.problems.bodyLimit(MAX_BODY_BYTES),
        ),
    }),
  );

  app.all('*', async (c) => {
    let request = c.req.raw;
    const isJson = /[/+]json\b/i.test(c.req.header('content-type') ?? '');
    if (isJson && request.body !== null) {
      const text = await c.req.text();
      if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) {
        return problemResponse(
          413,
          messages.problems.tooLarge,
          messages.problems.bodyLimit(MAX_JSON_BODY_BYTES),
        );
      }
      if (text.trim() !== '') {
        try {
          JSON.parse(text);
        } catch {
          return problemResponse(
            400,
            messages.problems.badRequest,
            messages.problems.malformedJson,
          );
        }
      }
      // The body was read; hand the platform a fresh request with the same text.
      request = new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: text,
      });
    }
    const user = c.get('user');
    try {
      return await platform.handle(request, {
        user: user.username,
        tenants: user.tenants,
        tenantIdentifier: c.req.header(TENANT_HEADER) || undefined,
      });
    } catch (error) {
      logger.warn(`platform failed on ${c.req.method} ${c.req.path}: ${String(error)}`);
      return problemResponse(500, messages.problems.internal, messages.problems.internalDetail);
    }
  });

  return app;
}
