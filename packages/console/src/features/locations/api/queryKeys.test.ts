import { describe, expect, it } from 'vitest';

import { createConsoleQueryClient } from '../../../data/queryClient';
import { sharedKeys } from '../../../data/queryKeys';
import { getPremise } from '../../../generated/operations/getPremise';
import { refreshAfterLocationWrite } from './queryKeys';

describe('refreshAfterLocationWrite', () => {
  it("refreshes every view of the tenant's locations, other features' too, and nothing else", async () => {
    const client = createConsoleQueryClient();
    const premise = getPremise.key('demo', 'p1');
    // Another feature's view of the locations, under the shared root (the device filter's floors
    // and rooms are kept there): this feature cannot import its key.
    const deviceFilter = [...sharedKeys.locations('demo'), 'device-filter-options', {}];
    const devices = [...sharedKeys.devices('demo'), 'list'];
    const otherTenant = getPremise.key('acme', 'p1');
    for (const key of [premise, deviceFilter, devices, otherTenant]) client.setQueryData(key, 'x');

    await refreshAfterLocationWrite(client, 'demo');

    const invalidated = (key: readonly unknown[]) =>
      client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated;
    expect(invalidated(premise)).toBe(true);
    expect(invalidated(deviceFilter)).toBe(true);
    expect(invalidated(devices)).toBe(false);
    expect(invalidated(otherTenant)).toBe(false);
  });
});
