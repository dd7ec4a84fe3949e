/** A leave the page survives (a 'Leave site?' prompt answered Stay) ends its quiet after this. */
const LEAVE_QUIET_MS = 3_000;

/**
 * Watches `target` (the window) for the page being left, and answers whether it is: from
 * `beforeunload` (Firefox closes the page's sockets right after it, before `pagehide`) or
 * `pagehide`, until `pageshow` (back from the back/forward cache) or, after a `beforeunload`
 * the page survived, `LEAVE_QUIET_MS`. What fails then (the live connection, its reconnect tries)
 * fails because the person is leaving: no error to report. Outside a browser, never.
 */
export function watchPageLeaving(
  target: EventTarget | undefined = typeof window === 'undefined' ? undefined : window,
): () => boolean {
  if (!target) return () => false;
  let leaving = false;
  let stayed: ReturnType<typeof setTimeout> | undefined;
  target.addEventListener('beforeunload', () => {
    leaving = true;
    clearTimeout(stayed);
    stayed = setTimeout(() => (leaving = false), LEAVE_QUIET_MS);
  });
  target.addEventListener('pagehide', () => {
    leaving = true;
    clearTimeout(stayed);
  });
  target.addEventListener('pageshow', () => (leaving = false));
  return () => leaving;
}
