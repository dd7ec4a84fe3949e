/**
 * The checks every request passes before a handler runs: a readable path, a known tenant in the
 * tenant header, `authorize`, a call of the contract, the roles table, a body its call takes, and
 * every other tenant the request names. After the handler, a write that landed in a state
 * `load()` replaced meanwhile is answered 503 rather than success.
 */
import type { MiddlewareHandler } from 'hono';

import { TENANT_HEADER } from './constants';
import type { Core, Env } from './context';
import { scopeOver } from './context';
import { messages } from './messages';
import type { ResolvedOptions } from './platformOptions';
import { problemResponse } from './problem';
import { contractCallOf, readRequestBody, tenantsOfBody } from './requestBody';
import { permissionOfCall, roleRefusal } from './roles';
import { decodePathSegments, isReadMethod, tenantsInPath, tenantsInQuery } from './tenancy';

/** The middleware that lets a request through to its handler, or answers it with a problem. */
export function requestGate(
  core: Core,
  {
    basePath,
    authorize,
    rolesOf,
    callerOf,
  }: Pick<ResolvedOptions, 'basePath' | 'authorize' | 'rolesOf' | 'callerOf'>,
): MiddlewareHandler<Env> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const relativePath = url.pathname.slice(basePath.length) || '/';
    // A malformed percent-encoding is 400 before anything reads the path.
    decodePathSegments(relativePath);
    const identifier = c.req.header(TENANT_HEADER);
    if (!identifier) {
      return problemResponse({
        status: 400,
        title: messages.badRequestTitle,
        detail: messages.tenantHeaderMissing(TENANT_HEADER),
        errors: { [TENANT_HEADER]: [messages.required] },
      });
    }
    const tenant = core.state.tenants.find((t) => t.identifier === identifier);
    if (!tenant) {
      return problemResponse({
        status: 400,
        title: messages.badRequestTitle,
        detail: messages.tenantUnknown(TENANT_HEADER, identifier),
        errors: { [TENANT_HEADER]: [messages.tenantUnknown(TENANT_HEADER, identifier)] },
      });
    }
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const decision = await authorize({ token, tenant: identifier, request: c.req.raw });
    if (decision === 'unauthorized') {
      return problemResponse({
        status: 401,
        title: messages.unauthorizedTitle,
        detail: messages.bearerMissing,
      });
    }
    if (decision === 'forbidden') {
      return problemResponse({
        status: 403,
        title: messages.forbiddenTitle,
        detail: messages.forbidden(identifier),
      });
    }
    const call = contractCallOf(c.req.method, relativePath);
    // Every route is a call of the contract: what matches none (however its path is spelt) is
    // answered here, so no handler runs without the role and body checks below.
    if (call === undefined) {
      return problemResponse({
        status: 404,
        title: messages.notFoundTitle,
        detail: messages.routeNotFound(c.req.method, relativePath),
      });
    }
    // The roles table: the call's area, read or write, for one of the caller's roles.
    const asked = { token, tenant: identifier, request: c.req.raw };
    const roles = await rolesOf(asked);
    const refusal = roleRefusal(roles, permissionOfCall(call));
    if (refusal) return problemResponse(refusal);
    c.set('caller', { ...(await callerOf(asked)), roles });
    // The body as its call takes it (415 under another label), so the checks below see what
    // the handler will parse.
    const body = await readRequestBody(c.req.raw, call);
    if (body.status === 'refused') return problemResponse(body.problem);
    // Every other tenant the request names (path, query, body), before any handler runs.
    const isWrite = !isReadMethod(c.req.method);
    const named = [...tenantsInPath(relativePath), ...tenantsInQuery(url), ...tenantsOfBody(body)];
    // Each tenant once, however many places name it.
    const checked = new Set([identifier]);
    for (const { place, identifier: other } of named) {
      if (checked.has(other)) continue;
      checked.add(other);
      const verdict = await authorize({ token, tenant: other, request: c.req.raw });
      if (verdict !== 'allow') {
        return problemResponse({
          status: verdict === 'unauthorized' ? 401 : 403,
          title: verdict === 'unauthorized' ? messages.unauthorizedTitle : messages.forbiddenTitle,
          detail: messages.forbidden(other),
        });
      }
      // A customer tenant writes only its own data; the service tenant plans for every tenant.
      const exists = core.state.tenants.some((t) => t.identifier === other);
      if (isWrite && tenant.kind !== 'service' && exists) {
        return problemResponse({
          status: 404,
          title: messages.notFoundTitle,
          detail: messages.otherTenantNamed(place, other),
        });
      }
    }
    c.set('scope', scopeOver(core, tenant));
    await next();
    // A handler that awaited while `load()` swapped the state, and did not take the current
    // scope after, wrote into an orphan: say so rather than answer success for a lost write.
    if (isWrite && c.var.scope.state !== core.state && c.res.status < 400) {
      c.res = problemResponse({
        status: 503,
        title: messages.serviceUnavailableTitle,
        detail: messages.stateReplaced,
      });
    }
    return undefined;
  };
}
