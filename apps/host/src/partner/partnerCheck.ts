import { PARTNER_CHECK_TIMEOUT_MS } from '../constants';

/**
 * Whether a partner name is a realm of the identity provider, asked before the name is stored or
 * signed in at: a typo (`demoo`) would otherwise end on the provider's own error page, and the
 * stored name would lead every later visit back there.
 */
export type PartnerCheck =
  /** The provider knows the realm. */
  | { status: 'known' }
  /** The provider answered that no such realm exists (404). */
  | { status: 'unknown' }
  /** No answer (network, CORS, a provider that is down): sign-in itself will tell. */
  | { status: 'unreachable' };

/**
 * Asks the realm's OpenID discovery document, the one public, unauthenticated address every
 * Keycloak realm has (and answers 404 for one it does not have).
 */
export async function checkPartner(
  identityUrl: string,
  partnerId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<PartnerCheck> {
  const url = `${identityUrl.replace(/\/+$/, '')}/realms/${encodeURIComponent(partnerId)}/.well-known/openid-configuration`;
  try {
    const response = await fetchImpl(url, {
      cache: 'no-store',
      signal: AbortSignal.timeout(PARTNER_CHECK_TIMEOUT_MS),
    });
    if (response.ok) return { status: 'known' };
    return response.status === 404 ? { status: 'unknown' } : { status: 'unreachable' };
  } catch {
    return { status: 'unreachable' };
  }
}
