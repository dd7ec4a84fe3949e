import { DEVICES_PREFIX } from '../constants';

export interface AddressParts {
  pathname: string;
  search: string;
  hash: string;
}

/** What the console does with the address it was opened at (spec §2, partner gate). */
export type EntryDecision =
  /** The first segment names a tenant: show the app. */
  | { status: 'app' }
  /** No partner is known yet: ask for its name. */
  | { status: 'gate' }
  /** A partner id is stored: reload at the address prefixed with it. */
  | { status: 'redirect'; url: string };

/** The first path segment, or '' at the root. */
export function firstSegment(pathname: string): string {
  return pathname.split('/').find((segment) => segment !== '') ?? '';
}

/**
 * The gate rule: an address whose first segment is neither `devices` nor empty shows the app
 * directly; otherwise a stored partner id leads to the prefixed address, and without one the
 * gate asks for it.
 */
export function decideEntry(address: AddressParts, storedPartnerId: string | null): EntryDecision {
  const first = firstSegment(address.pathname);
  if (first !== '' && first !== DEVICES_PREFIX) return { status: 'app' };
  const partnerId = storedPartnerId === null ? '' : normalizePartnerName(storedPartnerId);
  if (partnerId === '') return { status: 'gate' };
  return { status: 'redirect', url: prefixedAddress(partnerId, address) };
}

/** The gate lowercases the partner name as it is typed. */
export function normalizePartnerName(typed: string): string {
  return typed.trim().toLowerCase();
}

/** The same address with the partner as its first segment, keeping the query string and hash. */
export function prefixedAddress(
  partnerId: string,
  { pathname, search, hash }: AddressParts,
): string {
  const rest = pathname === '/' ? '' : pathname.replace(/\/+$/, '');
  return `/${encodeURIComponent(partnerId)}${rest}${search}${hash}`;
}

/** A partner is a tenant whose identifier, name and realm are all the partner id. */
export function partnerTenant(partnerId: string) {
  return { identifier: partnerId, name: partnerId, realm: partnerId };
}
