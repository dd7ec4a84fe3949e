/**
 * The realm roles a parsed access token carries: Keycloak's `realm_access.roles` claim (spec §6:
 * "The provider's realm and resource roles can be queried"). A missing or malformed claim is no
 * role at all; entries that are not strings are dropped. Which of them the console knows is the
 * roles table's business (`@hygiene/api-client`), not the token reader's.
 */
export function realmRolesOf(tokenParsed: unknown): readonly string[] {
  if (typeof tokenParsed !== 'object' || tokenParsed === null) return [];
  const access = (tokenParsed as { realm_access?: unknown }).realm_access;
  if (typeof access !== 'object' || access === null) return [];
  const roles = (access as { roles?: unknown }).roles;
  if (!Array.isArray(roles)) return [];
  return [...new Set(roles.filter((role): role is string => typeof role === 'string'))].sort();
}

/** Whether two role lists (as `realmRolesOf` gives them: sorted, no repeats) are the same. */
export function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((role, i) => role === b[i]);
}
