import { describe, expect, it } from 'vitest';

import { ApiQueryError } from '../../../data/apiQuery';
import { tenantMaintenanceStatus } from './getTenantMaintenance';

const running = {
  tenantIdentifier: 'demo',
  inMaintenance: true,
  serviceTimeEnd: '2026-11-23T10:14:30Z',
};

describe('tenantMaintenanceStatus: a refusal or a failure is never off', () => {
  it('is unknown while the first answer is on its way', () => {
    expect(tenantMaintenanceStatus({ data: undefined, error: null })).toEqual({
      status: 'unknown',
      reason: 'pending',
    });
  });

  it('is unknown, refused, for a 403 or 401 and unknown, failed, for anything else', () => {
    expect(
      tenantMaintenanceStatus({
        data: undefined,
        error: new ApiQueryError({ status: 'forbidden', httpStatus: 403 }),
      }),
    ).toEqual({ status: 'unknown', reason: 'refused' });
    expect(
      tenantMaintenanceStatus({
        data: undefined,
        error: new ApiQueryError({ status: 'server', httpStatus: 500 }),
      }),
    ).toEqual({ status: 'unknown', reason: 'failed' });
    expect(tenantMaintenanceStatus({ data: undefined, error: new TypeError('offline') })).toEqual({
      status: 'unknown',
      reason: 'failed',
    });
  });

  it('follows the answer, and keeps the last one while a later poll fails', () => {
    expect(tenantMaintenanceStatus({ data: running, error: null })).toEqual({
      status: 'on',
      until: running.serviceTimeEnd,
    });
    expect(
      tenantMaintenanceStatus({
        data: running,
        error: new ApiQueryError({ status: 'server', httpStatus: 500 }),
      }),
    ).toEqual({ status: 'on', until: running.serviceTimeEnd });
    expect(
      tenantMaintenanceStatus({
        data: { ...running, inMaintenance: false, serviceTimeEnd: null },
        error: null,
      }),
    ).toEqual({ status: 'off' });
  });

  it('takes an end still ahead in an answer that says ended as over when the answer came', () => {
    const answeredAt = Date.parse('2026-11-23T10:00:00Z');
    const closedEarly = { ...running, inMaintenance: false };
    expect(
      tenantMaintenanceStatus({ data: closedEarly, error: null, dataUpdatedAt: answeredAt }),
    ).toEqual({ status: 'ended', at: '2026-11-23T10:00:00.000Z' });
    const endedBefore = { ...closedEarly, serviceTimeEnd: '2026-11-23T09:00:00Z' };
    expect(
      tenantMaintenanceStatus({ data: endedBefore, error: null, dataUpdatedAt: answeredAt }),
    ).toEqual({ status: 'ended', at: '2026-11-23T09:00:00Z' });
  });
});
