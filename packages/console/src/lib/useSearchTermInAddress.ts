import { SEARCH_DEBOUNCE_MS } from '@hygiene/ui';
import { useEffect, useEffectEvent, useState } from 'react';

import { useDebouncedValue } from './useDebouncedValue';

/**
 * A list's search box whose term lives in the address (the device and user lists): the box
 * answers every keystroke, the address gets the term once it has settled (spec §5's 200 ms), and
 * Back or Forward, which change the address under the box, put the term of the list shown back
 * into it. `writeTerm` writes a settled term to the address (replacing the entry: Back should not
 * step through every keystroke).
 */
export function useSearchTermInAddress(
  termInAddress: string,
  writeTerm: (term: string) => void,
): [term: string, setTerm: (term: string) => void] {
  const [term, setTerm] = useState(termInAddress);
  const settledTerm = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  // Adjusted during render, React's pattern for state that follows a prop.
  const [seenInAddress, setSeenInAddress] = useState(termInAddress);
  if (seenInAddress !== termInAddress) {
    setSeenInAddress(termInAddress);
    // Our own write carries the settled term; only a change from elsewhere replaces the box.
    if (termInAddress !== settledTerm) setTerm(termInAddress);
  }
  // Only a settled term writes the address; what it is compared with is read fresh.
  const settle = useEffectEvent((settled: string) => {
    if (settled !== termInAddress) writeTerm(settled);
  });
  useEffect(() => settle(settledTerm), [settledTerm]);
  return [term, setTerm];
}
