import type { Device } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { entryDecision } from './DeviceEntryScreen';

const device = (installationTenant: string | null, locationTenant: string | null): Device => ({
  id: 'd1',
  serialNumber: 'HDP2-1',
  fluid: null,
  location: {
    tenant: locationTenant ? { identifier: locationTenant } : null,
    identifier: null,
  },
  deviceInstallation: installationTenant
    ? {
        id: 'i1',
        serialnumber: 'HDP2-1',
        installationStatus: 'Ready',
        tenant: { identifier: installationTenant },
        tenantIdentifier: installationTenant,
        created: '2026-01-01T00:00:00Z',
      }
    : null,
});

describe('device entry page decision (spec §2)', () => {
  it("switches to the device's tenant only with the internal flag", () => {
    expect(entryDecision(device('demo', 'service'), 'service', true)).toMatchObject({
      kind: 'switchTenant',
      tenant: 'demo',
    });
    expect(entryDecision(device('demo', 'service'), 'service', false).kind).toBe('choose');
  });

  it('stays when the device is at the current tenant or has none', () => {
    expect(entryDecision(device('demo', 'demo'), 'demo', true).kind).toBe('choose');
    expect(entryDecision(device(null, null), 'demo', true).kind).toBe('choose');
    expect(entryDecision(device(null, 'bergen'), 'demo', true)).toMatchObject({
      kind: 'switchTenant',
      tenant: 'bergen',
    });
  });
});
