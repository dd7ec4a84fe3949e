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

/** A query parameter, JSON body field or path parameter whose name says it names a tenant. */
const NAMES_A_TENANT = /tenant/i;

export interface ApiOptions {
  platform: Platform;
  verifyAccessToken: (token: string) => Promise<Verified>;
  origins: Origins;
  logger: Logger;
}

/** A path with a malformed percent-encoding (`%E0%A4%A`): the caller's mistake, never a crash. */
class MalformedPath extends Error {}

/**
 * Every tenant a request names before its body is read: the header, the `/tenants/{tenant}`
 * path segment (`/tenants/closest` names none) and every query parameter whose name says tenant
 * (`tenantIdentifierFilter`, `tenantIdentifiers`, `location.tenant-identifier`, ...).
 */
export function tenantsInHeadAndUrl(request: Request): string[] {
  const url = new URL(request.url);
  const names: string[] = [];
  const header = request.headers.get(TENANT_HEADER);
  if (header) names.push(header);
  const segments = url.pathname.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw new MalformedPath();
    }
  });
  // ['', 'api', 'tenants', '{tenant}', ...]
  const fromPath = segments[2] === 'tenants' ? segments[3] : undefined;
  if (fromPath && fromPath !== 'closest') names.push(fromPath);
  for (const [name, value] of url.searchParams) {
    if (!NAMES_A_TENANT.test(name)) continue;
    names.push(
      ...value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    );
  }
  return names;
}

/**
 * Every tenant a JSON body names: any field whose name says tenant, holding a string, strings,
 * or an object with an `identifier` (`tenantIdentifier`, `userInfo.tenantId`,
 * `location.tenant.identifier`). By name, so fields added to the contract later are covered.
 */
export function tenantsInBody(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const names: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (NAMES_A_TENANT.test(key)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === 'string' && item.trim() !== '') names.push(item.trim());
        const identifier = (item as { identifier?: unknown } | null)?.identifier;
        if (typeof identifier === 'string' && identifier.trim() !== '') {
          names.push(identifier.trim());
        }
      }
    }
    names.push(...tenantsInBody(value));
  }
  return names;
}

const refuse = (tenant: string) =>
  problemResponse(403, messages.problems.forbidden, messages.problems.tenantRefused(tenant));

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
    let named: string[];
    try {
      named = tenantsInHeadAndUrl(c.req.raw);
    } catch (error) {
      if (!(error instanceof MalformedPath)) throw error;
      return problemResponse(400, messages.problems.badRequest, messages.problems.malformedPath);
    }
    const refused = named.find((t) => !mayAccess(verified.user.tenants, t));
    if (refused !== undefined) return refuse(refused);
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
    const contentType = c.req.header('content-type') ?? '';
    const isJson = /[/+]json\b/i.test(contentType);
    // Anything but a form may be JSON whatever its label says (a platform may parse it anyway),
    // so its tenants are checked too; only a body labelled JSON must parse.
    const isForm = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(
      contentType,
    );
    if (!isForm && request.body !== null) {
      // Bytes, not text: a binary body goes on exactly as it came.
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const text = new TextDecoder().decode(bytes);
      if (isJson && bytes.byteLength > MAX_JSON_BODY_BYTES) {
        return problemResponse(
          413,
          messages.problems.tooLarge,
          messages.problems.bodyLimit(MAX_JSON_BODY_BYTES),
        );
      }
      if (text.trim() !== '') {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          if (isJson) {
            return problemResponse(
              400,
              messages.problems.badRequest,
              messages.problems.malformedJson,
            );
          }
        }
        // The body's tenants pass the same rule as the header's, before the platform sees it.
        const refused = tenantsInBody(body).find((t) => !mayAccess(c.get('user').tenants, t));
        if (refused !== undefined) return refuse(refused);
      }
      // The body was read; hand the platform a fresh request with the same bytes.
      request = new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: bytes,
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
