import { ErrorState, Muted } from '@hygiene/ui';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * The floor-plan save banner (spec §4): 'New floorplan saved' politely, 'Unable to save floorplan'
 * as an alert, hidden after `hideAfterMs`. Remount it (`key`) to show it again. Built on the kit's
 * states rather than its `Banner`, whose code would otherwise be shared with the device page and
 * so load with every first screen.
 */
export function SaveNotice({
  tone,
  hideAfterMs,
  children,
}: {
  tone: 'success' | 'error';
  hideAfterMs: number;
  children: string;
}): ReactNode {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), hideAfterMs);
    return () => clearTimeout(timer);
  }, [hideAfterMs]);
  if (!visible) return null;
  return tone === 'error' ? (
    <ErrorState message={children} />
  ) : (
    <Muted as="p" role="status">
      <span aria-hidden="true">✓ </span>
      <span>{children}</span>
    </Muted>
  );
}
