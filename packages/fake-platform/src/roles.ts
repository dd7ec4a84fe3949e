/**
 * The roles rule of the fake platform (issue 27; docs/ROLES.md): each call of the contract needs
 * its area's read or write permission by the roles table of `@hygiene/api-client`, checked before
 * any handler runs. A caller none of whose realm roles may is answered 403, and the problem body
 * names what is missing.
 *
 * Whose roles: the `rolesOf` option of `createFakePlatform` (the sandbox passes the realm roles of
 * the token it verified). Without it, the roles a JWT-shaped bearer token states in
 * `realm_access.roles` (unverified: the fake trusts whoever calls it; `fakeAccessToken` makes such
 * a token for a story or test), and any other token is an administrator, so stories and tests
 * that send an opaque token may do everything, as before the table.
 */
import {
  isOperationId,
  isPermitted,
  knownRoles,
  permissionOf,
  realmRolesOf,
  rolesAllowed,
} from '@hygiene/api-client';
import type { ContractCall, Permission } from '@hygiene/api-client';

import { messages } from './messages';
import type { Problem } from './problem';

/** The caller of a token that states no roles: may do everything. */
export const DEFAULT_ROLES: readonly string[] = ['administrator'];

/** Who calls: what a comment names as its author, and whose it is (issue 46). */
export interface CallerIdentity {
  /** Stable: a comment's author is this. */
  id: string;
  /** As people read it beside what the caller wrote. */
  name: string;
  /** Where the platform's e-mail to the caller goes (issue 50); absent when none is known. */
  email?: string;
}

/** The caller of an opaque token (stories, tests): the administrator the default roles make it. */
export const DEFAULT_CALLER: CallerIdentity = { id: 'administrator', name: 'Administrator' };

/**
 * The table's permission for a call of the contract. A call the table does not know means the
 * generated permissions are out of step with the document: that fails (500) rather than let the
 * call through unchecked.
 */
export function permissionOfCall(call: ContractCall): Permission {
  if (!isOperationId(call.operationId)) {
    throw new Error(`No permission for ${call.operationId}: the generated files are stale.`);
  }
  return permissionOf(call.operationId);
}

/** The 403 problem for `roles` lacking `permission`, or undefined when they have it. */
export function roleRefusal(
  roles: readonly string[],
  permission: Permission,
): (Problem & { area: string; access: string; requiredRoles: readonly string[] }) | undefined {
  if (isPermitted(roles, permission)) return undefined;
  const needed = rolesAllowed(permission);
  return {
    status: 403,
    title: messages.forbiddenTitle,
    detail: messages.roleMissing(
      messages.roleActions[permission.area][permission.access],
      needed,
      knownRoles(roles),
    ),
    area: permission.area,
    access: permission.access,
    requiredRoles: needed,
  };
}

function decodeBase64Url(text: string): string {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

function encodeBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * The realm roles a JWT-shaped token states (`realm_access.roles`, as Keycloak puts them), read
 * without checking any signature; undefined when the token is not a JWT or states none.
 */
export function rolesInToken(token: string | undefined): readonly string[] | undefined {
  const payload = token?.split('.');
  if (payload?.length !== 3) return undefined;
  try {
    const claims = JSON.parse(decodeBase64Url(payload[1]!)) as unknown;
    const stated = (claims as { realm_access?: { roles?: unknown } } | null)?.realm_access?.roles;
    return Array.isArray(stated) ? realmRolesOf(claims) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The caller a JWT-shaped bearer token names (unverified, as `rolesInToken`): its `sub`, else its
 * `preferred_username`, named by `name`, else that username. Undefined for an opaque token.
 */
export function identityInToken(token: string | undefined): CallerIdentity | undefined {
  const payload = token?.split('.');
  if (payload?.length !== 3) return undefined;
  try {
    const claims = JSON.parse(decodeBase64Url(payload[1]!)) as Record<string, unknown> | null;
    const text = (key: string) => (typeof claims?.[key] === 'string' ? claims[key] : undefined);
    const id = text('sub') ?? text('preferred_username');
    if (id === undefined) return undefined;
    const email = text('email');
    return {
      id,
      name: text('name') ?? text('preferred_username') ?? id,
      ...(email === undefined ? {} : { email }),
    };
  } catch {
    return undefined;
  }
}

/**
 * An unsigned access token (JWT shape, `alg: none`) that states `roles` as its realm roles, for a
 * story or test that calls the fake platform as a role other than administrator. Only the fake
 * platform's default reading accepts it; the sandbox checks signatures.
 *
 * @example
 * getAccessToken: () => fakeAccessToken({ roles: ['tenant-staff'] })
 */
export function fakeAccessToken({
  roles,
  username = 'story',
}: {
  roles: readonly string[];
  username?: string;
}): string {
  const header = encodeBase64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const claims = encodeBase64Url(
    JSON.stringify({ preferred_username: username, realm_access: { roles: [...roles] } }),
  );
  return `${header}.${claims}.`;
}
