import { useSyncExternalStore } from 'react';

import { NARROW_LAYOUT_MAX_WIDTH_PX } from '../constants';

const QUERY = `(max-width: ${NARROW_LAYOUT_MAX_WIDTH_PX}px)`;

const subscribe = (changed: () => void) => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};
const narrowNow = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(QUERY).matches;

/**
 * Whether the page is as narrow as a phone (the kit's narrow layout). The map puts its list
 * first there, in the order of the page itself, so the reading and focus order is the one seen
 * (WCAG 1.3.2, 2.4.3), which a CSS `order` would not give. False on the server.
 */
export function useNarrowLayout(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, () => false);
}
