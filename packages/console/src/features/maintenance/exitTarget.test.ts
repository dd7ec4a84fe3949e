import { describe, expect, it } from 'vitest';

import { deviceIdOnPage, maintenanceExitTarget } from './exitTarget';

describe('maintenanceExitTarget', () => {
  it("goes back to the service tenant's maintenance page from any screen", () => {
    expect(
      maintenanceExitTarget({
        pathname: '/acme/dashboard',
        tenantIdentifier: 'acme',
        serviceTenantIdentifier: 'service',
      }),
    ).toBe('/service/maintenance');
  });

  it("goes to the device's page at the device's actual tenant", () => {
    expect(
      maintenanceExitTarget({
        pathname: '/acme/device/d-1',
        tenantIdentifier: 'acme',
        serviceTenantIdentifier: 'service',
        deviceTenantIdentifier: 'bergen',
      }),
    ).toBe('/bergen/device/d-1');
  });

  it('never targets the address the person is on, nor a tenant it cannot name', () => {
    expect(
      maintenanceExitTarget({
        pathname: '/acme/device/d-1',
        tenantIdentifier: 'acme',
        serviceTenantIdentifier: 'service',
        deviceTenantIdentifier: 'acme',
      }),
    ).toBe('/service/maintenance');
    expect(
      maintenanceExitTarget({
        pathname: '/service/maintenance',
        tenantIdentifier: 'service',
        serviceTenantIdentifier: 'service',
      }),
    ).toBeNull();
    expect(
      maintenanceExitTarget({
        pathname: '/acme/dashboard',
        tenantIdentifier: 'acme',
        serviceTenantIdentifier: '',
      }),
    ).toBeNull();
  });

  it('reads the device id of a device page only', () => {
    expect(deviceIdOnPage('/acme/device/a%20b')).toBe('a b');
    expect(deviceIdOnPage('/acme/devices/HDP2-1')).toBeNull();
    expect(deviceIdOnPage('/acme/device/%E0%A4%A')).toBeNull();
  });
});
