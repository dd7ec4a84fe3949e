/**
 * Every cached answer is keyed under its tenant: `['tenant', identifier, ...]`. Switching tenant
 * can then drop all of the old tenant's answers at once, and two tenants can never share one.
 */
export const TENANT_KEY_ROOT = 'tenant';

export type TenantQueryKey = readonly [typeof TENANT_KEY_ROOT, string, ...unknown[]];

export function tenantKey(tenantIdentifier: string, ...parts: unknown[]): TenantQueryKey {
  return [TENANT_KEY_ROOT, tenantIdentifier, ...parts];
}

/** The tenant a query key belongs to, or null for keys outside any tenant. */
export function tenantOfKey(key: readonly unknown[]): string | null {
  return key[0] === TENANT_KEY_ROOT && typeof key[1] === 'string' ? key[1] : null;
}
