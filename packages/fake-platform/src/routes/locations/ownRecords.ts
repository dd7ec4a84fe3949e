import type { Scope } from '../../context';

/** The records of the caller's own tenant: locations are never another tenant's. */
export function ownRecords<T extends { tenant: string }>(scope: Scope, items: T[]): T[] {
  return items.filter((item) => item.tenant === scope.tenant.identifier);
}
