import { PAGE_SIZES } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import {
  readDeviceListParams,
  toDeviceQuery,
  withIds,
  writeDeviceListParams,
} from './deviceListParams';

describe('device list params', () => {
  it('reads the API parameter names from the address and builds the request from them', () => {
    const params = readDeviceListParams(
      new URLSearchParams(
        'term=HDP&page=3&location.floor-id=f1&location.floor-id=f2&location.excluded-room-id=r9' +
          '&status.is-on=false&location.tenant-identifier=demo&location.room-type-id=t1',
      ),
    );
    expect(toDeviceQuery(params)).toEqual({
      term: 'HDP',
      page: 3,
      pageSize: PAGE_SIZES.list,
      'location.floor-id': ['f1', 'f2'],
      'location.excluded-room-id': ['r9'],
      'location.room-type-id': ['t1'],
      'location.tenant-identifier': 'demo',
      'status.is-on': false,
    });
  });

  it('falls back to defaults for malformed values', () => {
    const params = readDeviceListParams(
      new URLSearchParams('page=x&status.is-on=maybe&location.section-id=&term=%20%20'),
    );
    expect(toDeviceQuery(params)).toEqual({ page: 1, pageSize: PAGE_SIZES.list });
    expect(readDeviceListParams(new URLSearchParams('page=0')).page).toBe(1);
    expect(readDeviceListParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('round-trips through the address and leaves defaults out', () => {
    const search = 'term=a&location.section-id=s1&status.is-on=true&page=2';
    const params = readDeviceListParams(new URLSearchParams(search));
    expect(writeDeviceListParams(params).toString()).toBe(
      'term=a&location.section-id=s1&status.is-on=true&page=2',
    );
    expect(writeDeviceListParams(readDeviceListParams(new URLSearchParams())).toString()).toBe('');
  });

  it('goes back to the first page when the filter changes, without duplicate ids', () => {
    const params = readDeviceListParams(new URLSearchParams('page=4'));
    const changed = withIds(params, 'location.room-id', ['r1', 'r1', 'r2']);
    expect(changed.page).toBe(1);
    expect(changed.ids['location.room-id']).toEqual(['r1', 'r2']);
  });
});
