import { afterEach, describe, expect, it } from 'vitest';

import { setLanguage } from '../i18n';
import { groupLabel, screenTypeLabel } from './users';

describe('the platform names of groups and screen types', () => {
  afterEach(() => setLanguage('en'));

  it('are shown as stored in English', () => {
    expect(groupLabel('Tenant staff')).toBe('Tenant staff');
    expect(screenTypeLabel('Wall screen 43"')).toBe('Wall screen 43"');
  });

  it('are translated in Bokmål where known, and any other is shown as stored', async () => {
    await setLanguage('nb');
    expect(groupLabel('Installer')).toBe('Montør');
    expect(groupLabel('Tenant staff')).toBe('Kundepersonell');
    expect(groupLabel('Renholdere Ullevål')).toBe('Renholdere Ullevål');
    expect(groupLabel('constructor')).toBe('constructor');
    expect(screenTypeLabel('Wall screen 43"')).toBe('Veggskjerm 43"');
    expect(screenTypeLabel('iPad 10th generation')).toBe('iPad 10th generation');
  });
});
