import { describe, expect, it } from 'vitest';

import { deviceIdOnPage, maintenanceExitTarget } from './exitTarget';

describe('maintenanceExitTarget (spec §4: redirect to the device’s actual tenant)', () => {
  it("goes to the device's page at the device's actual tenant", () => {
    expect(
      maintenanceExitTarget({
        pathname: '/acme/device/d-1',
        tenantIdentifier: 'acme',
        deviceTenantIdentifier: 'bergen',
      }),
    ).toBe('/bergen/device/d-1');
  });

  it('stays on a device page whose device is at this tenant, or whose tenant is unknown', () => {
    expect(
      maintenanceExitTarget({
        pathname: '/acme/device/d-1',
        tenantIdentifier: 'acme',
        deviceTenantIdentifier: 'acme',
      }),
    ).toBeNull();
    expect(
      maintenanceExitTarget({
        pathname: '/acme/device/d-1',
        tenantIdentifier: 'acme',
        deviceTenantIdentifier: null,
      }),
    ).toBeNull();
  });

  it('leaves every other screen alone: no device to follow, nothing typed is lost', () => {
    expect(
      maintenanceExitTarget({ pathname: '/acme/users/invite', tenantIdentifier: 'acme' }),
    ).toBeNull();
    expect(
      maintenanceExitTarget({ pathname: '/acme/devices/HDP2-1', tenantIdentifier: 'acme' }),
    ).toBeNull();
    expect(
      maintenanceExitTarget({ pathname: '/acme/dashboard', tenantIdentifier: 'acme' }),
    ).toBeNull();
  });

  it('names no target without a tenant', () => {
    expect(
      maintenanceExitTarget({ pathname: '/acme/device/d-1', tenantIdentifier: '' }),
    ).toBeNull();
  });

  it('reads the device id of a device page only', () => {
    expect(deviceIdOnPage('/acme/device/a%20b')).toBe('a b');
    expect(deviceIdOnPage('/acme/devices/HDP2-1')).toBeNull();
    expect(deviceIdOnPage('/acme/device/%E0%A4%A')).toBeNull();
  });
});
