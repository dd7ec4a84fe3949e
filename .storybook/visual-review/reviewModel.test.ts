import { describe, expect, it } from 'vitest';

import type { VisualReport } from './report';
import { pictureResult as picture } from './testReport';
import { acceptCommand, areaOf, progress, reviewGroups, withDecision } from './reviewModel';

const report: VisualReport = {
  version: 2,
  createdAt: '2026-11-25T10:00:00.000Z',
  browser: 'Chromium 156',
  tolerance: { threshold: 0.1, maxDiffPixels: 0 },
  pictures: [
    picture('ui-button--primary', 'UI/Button', {
      status: 'changed',
      diffPixels: 40,
      sizeChanged: false,
      inputs: 'a',
    }),
    picture('ui-button--danger', 'UI/Button'),
    picture('console-devices-device-list--empty', 'Console/Devices/Device list', {
      status: 'new',
      inputs: 'b',
    }),
    picture('ui-banner--error', 'UI/Banner', { status: 'failed', error: 'The story failed.' }),
    picture('console-devices-device-list--dark', 'Console/Devices/Device list', {
      status: 'changed',
      diffPixels: 9,
      sizeChanged: true,
      inputs: 'c',
    }),
  ],
  orphans: ['ui-button--gone'],
  staleInputs: {},
  restless: [],
  retakeAll: false,
};

describe('the review page model', () => {
  it('lists what changed, is new or lost its story, by area in the sidebar order', () => {
    const groups = reviewGroups(report);
    expect(groups.map((group) => group.area)).toEqual([
      'UI/Button',
      'Console/Devices',
      'Stories that are gone',
    ]);
    expect(
      groups[1]!.items.map((item) => (item.status === 'picture' ? item.picture.key : item.key)),
    ).toEqual(['console-devices-device-list--empty', 'console-devices-device-list--dark']);
  });

  it('names an area by the first two parts of a title', () => {
    expect(areaOf('Console/Devices/Device list')).toBe('Console/Devices');
    expect(areaOf('Screens at a glance/Devices')).toBe('Screens at a glance/Devices');
  });

  it('turns accepted pictures, and only those, into one sorted command', () => {
    expect(acceptCommand({})).toBe('');
    expect(
      acceptCommand({
        'ui-button--primary': 'accepted',
        'console-devices-device-list--empty': 'accepted',
        'ui-button--gone': 'denied',
      }),
    ).toBe('./dev visual --accept console-devices-device-list--empty ui-button--primary');
  });

  it('counts the decisions on what is shown', () => {
    const groups = reviewGroups(report);
    expect(
      progress(groups, {
        'ui-button--primary': 'accepted',
        'ui-button--gone': 'denied',
        stale: 'accepted',
      }),
    ).toEqual({
      total: 4,
      accepted: 1,
      denied: 1,
    });
  });

  it('records a decision, changes it, and takes it back', () => {
    const accepted = withDecision({}, 'ui-button--primary', 'accepted');
    expect(accepted).toEqual({ 'ui-button--primary': 'accepted' });
    expect(withDecision(accepted, 'ui-button--primary', 'denied')).toEqual({
      'ui-button--primary': 'denied',
    });
    expect(withDecision(accepted, 'ui-button--primary', undefined)).toEqual({});
    expect(accepted).toEqual({ 'ui-button--primary': 'accepted' });
  });
});
