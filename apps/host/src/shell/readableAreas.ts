import { isPermitted, type Area } from '@hygiene/api-client';

/**
 * Which areas of the roles table (`@hygiene/api-client`, docs/ROLES.md) a user with `roles` (a
 * token's realm roles) may read. The shell loads this right after the first paint, so the table
 * never weighs on a first screen (bench:host-size).
 */
export function readableBy(roles: readonly string[]): (area: Area) => boolean {
  return (area) => isPermitted(roles, { area, access: 'read' });
}
