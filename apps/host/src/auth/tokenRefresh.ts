import { TOKEN_REFRESH_MARGIN_SECONDS } from '../constants';

/**
 * Whether a token that expires at `expiresAtSeconds` (the JWT `exp`, seconds since the epoch, on
 * the identity provider's clock) must be refreshed now: spec §5 refreshes when it would expire in
 * under 30 seconds. A token without a known expiry is refreshed, since we cannot tell it is still
 * good.
 *
 * `timeSkewSeconds` is keycloak-js's `timeSkew`: how far the browser's clock runs ahead of the
 * provider's (negative when behind), measured when the token arrived. Without it a browser whose
 * clock is minutes ahead refreshes on every request, and one minutes behind hands the hub a token
 * the platform has already expired, so the live connection drops at its next token check.
 */
export function needsRefresh(
  expiresAtSeconds: number | undefined,
  nowMs: number,
  { timeSkewSeconds = 0, marginSeconds = TOKEN_REFRESH_MARGIN_SECONDS } = {},
): boolean {
  if (expiresAtSeconds === undefined || !Number.isFinite(expiresAtSeconds)) return true;
  const skewMs = Number.isFinite(timeSkewSeconds) ? timeSkewSeconds * 1000 : 0;
  const providerNowMs = nowMs - skewMs;
  return expiresAtSeconds * 1000 - providerNowMs < marginSeconds * 1000;
}
