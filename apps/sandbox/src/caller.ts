/**
 * Who is calling, checked the same way on every route of the sandbox that acts for a user (the
 * API gateway, the dispenser panel): a bearer token from this provider (401 without), and every
 * tenant the request names within the reach of the token's user (403 naming the first that is
 * not). The roles come from the token, not from the user record.
 */
import { realmRolesOf } from '@hygiene/api-client';
import { BadRequest } from '@hygiene/fake-platform';
import type { Context, MiddlewareHandler } from 'hono';

import type { Verified } from './identity/tokens.ts';
import type { DemoUser } from './identity/users.ts';
import { messages } from './messages.ts';
import { mayAccess } from './platform/port.ts';
import { problemResponse } from './problem.ts';

export type CallerEnv = { Variables: { user: DemoUser; roles: readonly string[] } };

/** 403 naming a tenant out of the caller's reach. */
export const refuseTenant = (tenant: string) =>
  problemResponse(403, messages.problems.forbidden, messages.problems.tenantRefused(tenant));

/**
 * `tenantsNamed` reads the tenants a request names before its body (it may throw `BadRequest`
 * for a malformed path, answered 400).
 */
export function identifyCaller(
  verifyAccessToken: (token: string) => Promise<Verified>,
  tenantsNamed: (c: Context<CallerEnv>) => string[],
): MiddlewareHandler<CallerEnv> {
  return async (c, next) => {
    const token = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const verified: Verified = token
      ? await verifyAccessToken(token)
      : { status: 'invalid', reason: 'no token' };
    if (verified.status === 'invalid') {
      return problemResponse(401, messages.problems.unauthorized, messages.problems.missingToken, {
        'www-authenticate': 'Bearer',
      });
    }
    let named: string[];
    try {
      named = tenantsNamed(c);
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      return problemResponse(400, messages.problems.badRequest, messages.problems.malformedPath);
    }
    const refused = named.find((t) => !mayAccess(verified.user.tenants, t));
    if (refused !== undefined) return refuseTenant(refused);
    c.set('user', verified.user);
    c.set('roles', realmRolesOf(verified.claims));
    return next();
  };
}
