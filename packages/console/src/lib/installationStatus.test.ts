import { describe, expect, it } from 'vitest';

import { installationStatusText, shownStatus, statusSpellings } from './installationStatus';

describe('statuses shown and filtered', () => {
  it('folds the wizard spellings into the four shown statuses', () => {
    expect(shownStatus('READY')).toBe('Ready');
    expect(shownStatus('IN_PROGRESS')).toBe('InProgress');
    expect(shownStatus('Installed')).toBe('Installed');
  });
  it('filters a shown status by every spelling', () => {
    expect(statusSpellings('Ready')).toEqual(['Ready', 'READY']);
    expect(statusSpellings('InProgress')).toEqual(['InProgress', 'IN_PROGRESS']);
    expect(statusSpellings('Aborted')).toEqual(['Aborted']);
  });
});

describe('installationStatusText: an Installed one says whether the device was verified', () => {
  const verification = (status: 'verified' | 'notVerified') => ({
    status,
    eventType: null,
    eventTimestamp: null,
    batteryLevel: null,
  });
  it.each([
    ['Installed', verification('notVerified'), 'Installed, not verified'],
    ['Installed', verification('verified'), 'Installed, verified'],
    ['Installed', undefined, 'Installed'],
    ['IN_PROGRESS', undefined, 'In progress'],
  ] as const)('%s with %j: %s', (installationStatus, verified, text) => {
    expect(
      installationStatusText({
        installationStatus,
        completion: verified ? { verification: verified } : null,
      }),
    ).toBe(text);
  });
});
