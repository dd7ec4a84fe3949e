// A module of its own, apart from the roles table: the host reads a token's roles at sign-in,
// before any screen, and the table (with the generated permissions) loads only after the first
// paint (apps/host/vite.config.ts, the 'roles' chunk).

/**
 * The realm roles a token's claims state: Keycloak's `realm_access.roles` (keycloak-js exposes it
 * as `tokenParsed.realm_access.roles`); none when the claim is missing or malformed, and entries
 * that are not strings are dropped. Which of them the table knows is `knownRoles`' business.
 */
export function realmRolesOf(claims: unknown): string[] {
  if (typeof claims !== 'object' || claims === null) return [];
  const access = (claims as { realm_access?: unknown }).realm_access;
  if (typeof access !== 'object' || access === null) return [];
  const roles = (access as { roles?: unknown }).roles;
  return Array.isArray(roles)
    ? roles.filter((role): role is string => typeof role === 'string')
    : [];
}
