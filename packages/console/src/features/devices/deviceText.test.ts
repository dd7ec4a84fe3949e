import type { Device } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { deviceTenant } from '../../lib/deviceNames';
import { fluidLabel, onlineLabel } from './deviceText';

describe('device texts', () => {
  it('shows Alcohol as Disinfectant and Soap as Soap (spec §3)', () => {
    expect(fluidLabel({ fluid: { type: 'Alcohol' } })).toBe('Disinfectant');
    expect(fluidLabel({ fluid: { type: 'Soap' } })).toBe('Soap');
    expect(fluidLabel({ fluid: null })).toBe('—');
  });

  it("takes the installation's tenant before the location's", () => {
    const location: Device['location'] = {
      tenant: { identifier: 'service' },
      identifier: null,
    };
    expect(deviceTenant({ location, deviceInstallation: null })).toBe('service');
    expect(
      deviceTenant({
        location,
        deviceInstallation: {
          id: 'i',
          serialnumber: 's',
          installationStatus: 'Ready',
          tenant: { identifier: 'demo' },
          tenantIdentifier: 'demo',
          created: '2026-01-01T00:00:00Z',
        },
      }),
    ).toBe('demo');
    expect(deviceTenant({ location: null, deviceInstallation: null })).toBeNull();
  });

  it('reads the online status', () => {
    expect(onlineLabel({ status: { isOn: true } })).toBe('Online');
    expect(onlineLabel({ status: { isOn: false } })).toBe('Offline');
    expect(onlineLabel({ status: null })).toBe('Unknown');
  });
});
