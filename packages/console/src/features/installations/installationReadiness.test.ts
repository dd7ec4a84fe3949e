import type { Installation } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { installationReadiness } from './installationReadiness';

const base: Installation = {
  id: 'i1',
  serialnumber: 'HDP2-00001',
  installationStatus: 'Ready',
  tenant: { identifier: 'demo', name: 'Demo sykehus' },
  tenantIdentifier: 'demo',
  installer: null,
  images: [],
  created: '2026-11-01T08:00:00.000Z',
  completion: null,
  room: null,
};

describe('installationReadiness: what the wizard finds before step 0', () => {
  it.each(['Ready', 'READY', 'InProgress', 'IN_PROGRESS'] as const)(
    'an active installation (%s) is ready for the eight steps',
    (installationStatus) => {
      const installation = { ...base, installationStatus };
      expect(installationReadiness({ deviceInstallation: installation })).toEqual({
        status: 'ready',
        installation,
      });
    },
  );

  it('an Installed installation is finished, dated by its completion, at its tenant', () => {
    const installation: Installation = {
      ...base,
      installationStatus: 'Installed',
      completion: { completed: '2026-11-02T10:00:00.000Z', roomId: 'r1' },
    };
    expect(installationReadiness({ deviceInstallation: installation })).toEqual({
      status: 'finished',
      installation,
      outcome: 'Installed',
      tenant: { identifier: 'demo', name: 'Demo sykehus' },
      date: '2026-11-02T10:00:00.000Z',
    });
  });

  it('an Installed installation without completion data falls back to its creation date', () => {
    const readiness = installationReadiness({
      deviceInstallation: { ...base, installationStatus: 'Installed' },
    });
    expect(readiness.status === 'finished' && readiness.date).toBe('2026-11-01T08:00:00.000Z');
  });

  it('an Aborted installation is finished too; a tenant without a name shows its identifier', () => {
    const readiness = installationReadiness({
      deviceInstallation: {
        ...base,
        installationStatus: 'Aborted',
        tenant: { identifier: 'bergen-kommune' },
        tenantIdentifier: 'bergen-kommune',
      },
    });
    expect(readiness).toMatchObject({
      status: 'finished',
      outcome: 'Aborted',
      tenant: { identifier: 'bergen-kommune', name: 'bergen-kommune' },
      date: '2026-11-01T08:00:00.000Z',
    });
  });

  it('a device without an installation is missing one', () => {
    expect(installationReadiness({ deviceInstallation: null })).toEqual({ status: 'missing' });
  });
});
