import { describe, expect, it } from 'vitest';

import { nextThemePreference, readThemePreference, resolveThemeMode } from './themePreference';

describe('theme preference', () => {
  it('follows the system unless a mode was chosen', () => {
    expect(resolveThemeMode('system', true)).toBe('dark');
    expect(resolveThemeMode('system', false)).toBe('light');
    expect(resolveThemeMode('light', true)).toBe('light');
    expect(resolveThemeMode('dark', false)).toBe('dark');
  });

  it('the switch paints the other mode, and goes back to the system when that is what it gives', () => {
    expect(nextThemePreference('light', false)).toBe('dark');
    expect(nextThemePreference('dark', false)).toBe('system');
    expect(nextThemePreference('light', true)).toBe('system');
    expect(nextThemePreference('dark', true)).toBe('light');
  });

  it('reads anything unknown in storage as following the system', () => {
    expect(readThemePreference('dark')).toBe('dark');
    expect(readThemePreference('purple')).toBe('system');
    expect(readThemePreference(null)).toBe('system');
    expect(readThemePreference(42)).toBe('system');
  });
});
