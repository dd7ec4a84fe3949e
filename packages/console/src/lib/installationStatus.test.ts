import { describe, expect, it } from 'vitest';

import { shownStatus, statusSpellings } from './installationStatus';

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
