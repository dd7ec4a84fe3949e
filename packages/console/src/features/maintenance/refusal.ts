import { apiErrorOf } from '../../data/apiQuery';

/** Whether a failed call was refused (401 or 403) rather than broken: the person may not do it. */
export function isRefused(error: unknown): boolean {
  const kind = apiErrorOf(error)?.status;
  return kind === 'forbidden' || kind === 'unauthorized';
}
