import type { ReactNode } from 'react';

import type { RuntimeConfig } from '../config/runtimeConfig';
import { STORAGE_KEYS } from '../constants';
import { checkPartner, type PartnerCheck } from './partnerCheck';
import { firstSegment, type AddressParts } from './partnerGate';

/**
 * The partner part of start-up that runs only sometimes: the gate, and forgetting a stored
 * partner the identity provider does not know. A chunk of its own, loaded beside the config:
 * the entry (every first screen's budget, bench:host-size) keeps only the gate rule.
 */
export interface PartnerEntryContext {
  config: Pick<RuntimeConfig, 'identity' | 'defaultTenantIdentifier'>;
  render: (node: ReactNode) => void;
}

/** Whether the identity provider knows `partnerId` (see `checkPartner`). */
export function isPartner(context: PartnerEntryContext, partnerId: string): Promise<PartnerCheck> {
  return checkPartner(context.config.identity.url, partnerId);
}

/** Shows the gate at `address`, saying why when a stored name was not a partner. */
export async function showGate(
  context: PartnerEntryContext,
  address: AddressParts,
  unknownPartner?: string,
): Promise<void> {
  const { PartnerGate } = await import('./PartnerGate');
  context.render(
    <PartnerGate
      address={address}
      navigate={(url) => window.location.assign(url)}
      defaultPartner={context.config.defaultTenantIdentifier}
      checkPartner={(partnerId) => isPartner(context, partnerId)}
      unknownPartner={unknownPartner}
    />,
  );
}

/** What start-up does with a stored partner name. */
export type StoredPartnerOutcome =
  /** The provider knows it, or could not say: sign in as before. */
  | { status: 'keep' }
  /** Unknown, and the address names another tenant: forget it, sign in at the default realm. */
  | { status: 'forget' }
  /** Unknown, and the address is its own: forget it and ask at the gate, saying why. */
  | { status: 'gate'; address: AddressParts };

/**
 * A stored partner the identity provider does not know (a typo at the gate, a realm since
 * removed) is never signed in at. Opened at its own address (`/demoo/...`), the gate asks again
 * at the rest of the address; opened at another tenant's, sign-in goes on at the default realm.
 */
export async function settleStoredPartner(
  context: PartnerEntryContext,
  stored: string,
  { pathname, search, hash }: AddressParts,
): Promise<StoredPartnerOutcome> {
  // Asked once per tab: not again on each reload, nor on the return from sign-in.
  if (readSession(STORAGE_KEYS.partnerChecked) === stored) return { status: 'keep' };
  const check = await isPartner(context, stored);
  if (check.status === 'known') writeSession(STORAGE_KEYS.partnerChecked, stored);
  if (check.status !== 'unknown') return { status: 'keep' };
  if (firstSegment(pathname) !== stored) return { status: 'forget' };
  const rest = pathname.slice(`/${encodeURIComponent(stored)}`.length) || '/';
  return { status: 'gate', address: { pathname: rest, search, hash } };
}

// Session storage can be refused (privacy settings): then the partner is simply asked each time.
function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Asked again next time.
  }
}
