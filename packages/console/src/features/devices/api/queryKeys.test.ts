import { describe, expect, it } from 'vitest';

import { createConsoleQueryClient } from '../../../data/queryClient';
import { sharedKeys } from '../../../data/queryKeys';
import { refreshRoots } from '../../../data/writeOperation';
import { createDeviceComment } from '../../../generated/operations/createDeviceComment';
import { listDeviceComments } from '../../../generated/operations/listDeviceComments';
import { listDeviceInstallations } from '../../../generated/operations/listDeviceInstallations';
import { deviceKeys } from './queryKeys';

describe('device query keys', () => {
  it('sit under the shared devices root of their tenant', () => {
    const keys = [
      deviceKeys.list('demo', { page: 1, pageSize: 9 }),
      deviceKeys.detail('demo', 'd1'),
      deviceKeys.events('demo', 'd1', { page: 1 }),
      listDeviceInstallations.key('demo', 'd1'),
    ];
    for (const key of keys) expect(key.slice(0, 3)).toEqual(sharedKeys.devices('demo'));
  });

  it("a device write's invalidation reaches every view of the tenant's devices, and only those", () => {
    const client = createConsoleQueryClient();
    const list = deviceKeys.list('demo', { page: 1, pageSize: 9 });
    // Any other feature's view of the devices, built under the shared root (the dashboard's
    // counts are; its own test checks that): this feature cannot import it.
    const counts = [...sharedKeys.devices('demo'), 'another-feature'];
    const otherTenant = deviceKeys.list('acme', { page: 1, pageSize: 9 });
    const locations = [...sharedKeys.locations('demo'), 'sections'];
    const comments = listDeviceComments.key('demo', 'd1');
    const qrCode = deviceKeys.qrCode('demo', 'd1');
    const filterOptions = deviceKeys.filterOptions('demo', { withTenants: false });
    for (const key of [list, counts, otherTenant, locations, comments, qrCode, filterOptions])
      client.setQueryData(key, 'cached');

    void client.invalidateQueries({ queryKey: deviceKeys.all('demo') });

    const invalidated = (key: readonly unknown[]) =>
      client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated;
    expect(invalidated(list)).toBe(true);
    expect(invalidated(counts)).toBe(true);
    expect(invalidated(otherTenant)).toBe(false);
    expect(invalidated(locations)).toBe(false);
    // What a device write does not change: the device's own records, the filter's choices.
    expect(invalidated(comments)).toBe(false);
    expect(invalidated(qrCode)).toBe(false);
    expect(invalidated(filterOptions)).toBe(false);
  });

  it("a comment write refreshes the device's comments, not its QR code (which never changes)", () => {
    const client = createConsoleQueryClient();
    const comments = listDeviceComments.key('demo', 'd1');
    const qrCode = deviceKeys.qrCode('demo', 'd1');
    for (const key of [comments, qrCode]) client.setQueryData(key, 'cached');

    void refreshRoots(client, 'demo', createDeviceComment.invalidates);

    const invalidated = (key: readonly unknown[]) =>
      client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated;
    expect(invalidated(comments)).toBe(true);
    expect(invalidated(qrCode)).toBe(false);
  });
});
