import { describe, expect, it } from 'vitest';

import { createConsoleQueryClient } from '../../../data/queryClient';
import { sharedKeys } from '../../../data/queryKeys';
import { dashboardKeys } from './queryKeys';

describe('dashboard query keys', () => {
  it("keeps the fleet counts under the tenant's shared devices root", () => {
    expect(dashboardKeys.deviceCounts('demo').slice(0, 3)).toEqual(sharedKeys.devices('demo'));
  });

  it("so a device write's invalidation of that root refreshes the counts, and only that tenant's", () => {
    const client = createConsoleQueryClient();
    client.setQueryData(dashboardKeys.deviceCounts('demo'), 'cached');
    client.setQueryData(dashboardKeys.deviceCounts('acme'), 'cached');

    void client.invalidateQueries({ queryKey: sharedKeys.devices('demo') });

    const invalidated = (key: readonly unknown[]) =>
      client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated;
    expect(invalidated(dashboardKeys.deviceCounts('demo'))).toBe(true);
    expect(invalidated(dashboardKeys.deviceCounts('acme'))).toBe(false);
  });
});
