import { TOKEN_REFRESH_MARGIN_SECONDS } from '../constants';

/**
 * Whether a token that expires at `expiresAtSeconds` (the JWT `exp`, seconds since the epoch)
 * must be refreshed now: spec §5 refreshes when it would expire in under 30 seconds. A token
 * without a known expiry is refreshed, since we cannot tell it is still good.
 */
export function needsRefresh(
  expiresAtSeconds: number | undefined,
  nowMs: number,
  marginSeconds = TOKEN_REFRESH_MARGIN_SECONDS,
): boolean {
  if (expiresAtSeconds === undefined || !Number.isFinite(expiresAtSeconds)) return true;
  return expiresAtSeconds * 1000 - nowMs < marginSeconds * 1000;
}
