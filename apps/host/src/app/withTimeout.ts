import { SCRIPT_CHUNK_LOAD_TIMEOUT_MS } from '../constants';

/**
 * A lazy screen loader that gives up after the script chunk load time-out (spec §9, 120 s), so a
 * chunk that never arrives ends on the error page instead of a page that loads forever.
 */
export function withTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = SCRIPT_CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Loading the screen took longer than ${timeoutMs / 1000} s.`)),
        timeoutMs,
      );
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
