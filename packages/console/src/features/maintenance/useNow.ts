import { useEffect, useState } from 'react';

/**
 * The clock, read again every `intervalMs` (and at once when ticking starts); still while
 * `intervalMs` is null, so an idle screen does no work.
 */
export function useNow(intervalMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (intervalMs === null) return;
    const read = () => setNow(Date.now());
    const first = setTimeout(read, 0);
    const timer = setInterval(read, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}
