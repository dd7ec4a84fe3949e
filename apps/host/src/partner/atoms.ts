import { atomWithStorage } from 'jotai/utils';

import { PARTNER_POLL_INTERVAL_MS, STORAGE_KEYS } from '../constants';
import { normalizePartnerName } from './partnerGate';

// jotai does not export its storage interface; this is the synchronous one (the last overload).
type SyncStorage<Value> = NonNullable<Parameters<typeof atomWithStorage<Value>>[2]>;

/** What the partner id needs of a storage: localStorage in the app. */
export type PartnerIdStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The partner id as jotai storage over `partner-id` (spec §9). The value is kept as plain text,
 * not JSON, so what other tabs and the gate's reload read is the partner name itself. While the
 * atom is watched, it checks the store every 100 ms (spec §2): another tab may store an id.
 */
export function partnerIdStorage(getStore: () => PartnerIdStore): SyncStorage<string | null> {
  const read = (key: string): string | null => {
    try {
      return normalizePartnerName(getStore().getItem(key) ?? '') || null;
    } catch {
      // Storage can be unavailable (privacy settings): as if nothing were stored.
      return null;
    }
  };
  return {
    getItem: (key, initialValue) => read(key) ?? initialValue,
    setItem: (key, value) => {
      if (value === null) getStore().removeItem(key);
      else getStore().setItem(key, value);
    },
    removeItem: (key) => getStore().removeItem(key),
    subscribe: (key, callback) => {
      let last = read(key);
      const timer = setInterval(() => {
        const now = read(key);
        if (now === last) return;
        last = now;
        callback(now);
      }, PARTNER_POLL_INTERVAL_MS);
      return () => clearInterval(timer);
    },
  };
}

/**
 * The partner chosen at the gate (localStorage `partner-id`), `null` until one is. It names the
 * realm to sign in at and prefixes the address (spec §2, §6). The bootstrap reads it from the
 * app's one store before anything renders; the gate writes it.
 */
export const partnerIdAtom = atomWithStorage<string | null>(
  STORAGE_KEYS.partnerId,
  null,
  partnerIdStorage(() => localStorage),
  { getOnInit: true },
);
