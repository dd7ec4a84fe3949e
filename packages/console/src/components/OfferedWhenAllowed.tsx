import type { ReactNode } from 'react';

import { usePermission } from '../lib/permission';
import type { OfferedProps } from './Offered';

/**
 * `Offered`'s content, in the chunk with the roles table: the children when allowed. Withheld,
 * it leaves an empty hidden mark naming the operation, so a check that something is not offered
 * can wait for the decision instead of passing before the table has loaded.
 */
export function OfferedWhenAllowed({ operation, children }: OfferedProps): ReactNode {
  return usePermission(operation).status === 'allowed' ? (
    children
  ) : (
    <span hidden data-withheld={operation} />
  );
}
