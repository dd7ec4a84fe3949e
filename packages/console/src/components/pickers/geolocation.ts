import { GEOLOCATION_TIMEOUT_MS } from '../../constants';

/** Where the browser says the user is, or why it could not say. */
export type LocateResult =
  | { status: 'located'; latitude: number; longitude: number }
  | { status: 'unavailable' }
  | { status: 'failed'; reason: string };

/**
 * Asks the browser for the user's position, giving up after 15 s (spec §9). Never rejects: an
 * absent API or a refusal come back as values the finder can show.
 */
export function locate(
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | null | undefined = globalThis.navigator
    ?.geolocation,
  timeoutMs = GEOLOCATION_TIMEOUT_MS,
): Promise<LocateResult> {
  if (!geolocation) return Promise.resolve({ status: 'unavailable' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          status: 'located',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        }),
      (error) => resolve({ status: 'failed', reason: error.message || `code ${error.code}` }),
      { timeout: timeoutMs, maximumAge: 60_000, enableHighAccuracy: false },
    );
  });
}
