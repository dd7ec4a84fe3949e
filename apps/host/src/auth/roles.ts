import { realmRolesOf } from '@hygiene/api-client';

/**
 * The realm roles of a parsed access token (`realmRolesOf` of `@hygiene/api-client`), sorted and
 * without repeats, so two readings compare with `sameRoles`.
 */
export function tokenRoles(tokenParsed: unknown): readonly string[] {
  return [...new Set(realmRolesOf(tokenParsed))].sort();
}

/** Whether two role lists (as `tokenRoles` gives them: sorted, no repeats) are the same. */
export function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((role, i) => role === b[i]);
}
