/**
 * The one tenancy rule of the fake platform, applied before any handler runs: every tenant a
 * request names besides its `x-tenant-identifier` header (the `/tenants/{tenant}` path segment,
 * any query parameter and any JSON body field whose name says tenant) is checked.
 *
 * - `authorize` is asked about each of them (the sandbox answers per signed-in user), so a
 *   caller never reaches a tenant through the body that it could not reach through the header;
 * - a write from a customer tenant may name only that tenant: another existing tenant answers
 *   404, as if it did not exist (an unknown name is left to the handler's 400). The service
 *   tenant (maintenance and installation planning) may name any tenant.
 *
 * Names are matched by field name (`tenantIdentifier`, `userInfo.tenantId`,
 * `location.tenant.identifier`, ...), so a body field added later is covered without a change here.
 */
import { messages } from './messages';
import { BadRequest } from './problem';

/** What in a field's or parameter's name says it names a tenant. */
export const NAMES_A_TENANT = /tenant/i;

/** A tenant a request names, and where. */
export interface NamedTenant {
  /** `path`, `query:<name>` or `body:<dot path>`. */
  place: string;
  identifier: string;
}

/** Methods that change nothing. */
export const isReadMethod = (method: string) =>
  method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

/**
 * Each `/`-separated segment of `path` decoded; a malformed percent-encoding (`%E0%A4%A`) is
 * the caller's mistake, answered 400, never a crash.
 */
export function decodePathSegments(path: string): string[] {
  return path.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw BadRequest.field('(path)', messages.badPercentEncoding);
    }
  });
}

/** Tenants named by the path below the base path: `/tenants/{tenant}` and below (not `closest`). */
export function tenantsInPath(relativePath: string): NamedTenant[] {
  const segments = decodePathSegments(relativePath);
  const index = segments.indexOf('tenants');
  const identifier = index === 1 ? segments[2] : undefined;
  if (!identifier || identifier === 'closest') return [];
  return [{ place: 'path', identifier }];
}

/** Tenants named by query parameters whose name says tenant (comma lists split). */
export function tenantsInQuery(url: URL): NamedTenant[] {
  const named: NamedTenant[] = [];
  for (const [name, value] of url.searchParams) {
    if (!NAMES_A_TENANT.test(name)) continue;
    for (const part of value.split(',')) {
      const identifier = part.trim();
      if (identifier) named.push({ place: `query:${name}`, identifier });
    }
  }
  return named;
}

/**
 * Tenants named anywhere in a JSON body: a field whose name says tenant holding a string, an
 * array of strings, or an object with an `identifier` (`location.tenant.identifier`).
 */
export function tenantsInBody(body: unknown, path = ''): NamedTenant[] {
  if (typeof body !== 'object' || body === null) return [];
  const named: NamedTenant[] = [];
  const entries: [string, unknown][] = Array.isArray(body)
    ? body.map((value, i) => [String(i), value])
    : Object.entries(body);
  for (const [key, value] of entries) {
    const place = path ? `${path}.${key}` : key;
    if (NAMES_A_TENANT.test(key)) {
      const values = Array.isArray(value) ? value : [value];
      values.forEach((item, i) => {
        const itemPlace = Array.isArray(value) ? `${place}.${i}` : place;
        if (typeof item === 'string' && item.trim() !== '') {
          named.push({ place: `body:${itemPlace}`, identifier: item.trim() });
        } else if (typeof item === 'object' && item !== null) {
          const identifier = (item as { identifier?: unknown }).identifier;
          if (typeof identifier === 'string' && identifier.trim() !== '') {
            named.push({ place: `body:${itemPlace}.identifier`, identifier: identifier.trim() });
          }
        }
      });
    }
    named.push(...tenantsInBody(value, place));
  }
  return named;
}
