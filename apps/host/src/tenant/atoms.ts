import type { CurrentTenant } from '@hygiene/console';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

import { STORAGE_KEYS } from '../constants';

/** The tenant as the console knows it (one type for host and screens). */
type Tenant = CurrentTenant;

// The partner id (localStorage `partner-id`) is `partnerIdAtom` in ../partner/atoms.ts.

/** The tenant the console works in (sessionStorage), so a reload keeps it per tab. */
export const storedTenantAtom = atomWithStorage<Tenant | null>(
  STORAGE_KEYS.tenant,
  null,
  createJSONStorage<Tenant | null>(() => sessionStorage),
  { getOnInit: true },
);

/** The tenant this tab had stored when the app started, before the shell stores the current one. */
function readTenantStoredAtStart(): Tenant | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.tenant);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return parsed !== null &&
      typeof parsed === 'object' &&
      typeof (parsed as Tenant).identifier === 'string' &&
      (parsed as Tenant).identifier !== ''
      ? (parsed as Tenant)
      : null;
  } catch {
    return null;
  }
}

/**
 * Spec §2 `/`: "With a stored tenant: set it and go to /dashboard; otherwise go to /lander."
 * Read once at start-up: the shell stores the current tenant as soon as it renders, which must
 * not turn a fresh tab's first visit into a 'stored tenant'.
 */
export const tenantStoredAtStartAtom = atom<Tenant | null>(readTenantStoredAtStart());
