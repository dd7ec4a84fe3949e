import { useEffect, useState } from 'react';

/**
 * The clock, read again every `intervalMs` (and at once when ticking starts) until `untilMs` has
 * passed; still while `intervalMs` is null, so an idle tab does no work.
 */
export function useNow(intervalMs: number | null, untilMs?: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (intervalMs === null) return;
    const read = () => {
      const time = Date.now();
      setNow(time);
      if (untilMs !== undefined && time > untilMs) clearInterval(timer);
    };
    const first = setTimeout(read, 0);
    const timer = setInterval(read, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [intervalMs, untilMs]);
  return now;
}
