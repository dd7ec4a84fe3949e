import { describe, expect, it } from 'vitest';

import {
  nextLanguagePreference,
  otherLanguage,
  readLanguagePreference,
  resolveLanguage,
} from './languagePreference';

describe('language preference', () => {
  it("follows the browser's language unless one was chosen", () => {
    expect(resolveLanguage('browser', 'nb')).toBe('nb');
    expect(resolveLanguage('browser', 'en')).toBe('en');
    expect(resolveLanguage('en', 'nb')).toBe('en');
    expect(resolveLanguage('nb', 'en')).toBe('nb');
  });

  it('the switch shows the other language, and goes back to the browser when that is its own', () => {
    expect(otherLanguage('en')).toBe('nb');
    expect(otherLanguage('nb')).toBe('en');
    expect(nextLanguagePreference('en', 'en')).toBe('nb');
    expect(nextLanguagePreference('nb', 'en')).toBe('browser');
    expect(nextLanguagePreference('nb', 'nb')).toBe('en');
    expect(nextLanguagePreference('en', 'nb')).toBe('browser');
  });

  it('reads anything unknown in storage as following the browser', () => {
    expect(readLanguagePreference('nb')).toBe('nb');
    expect(readLanguagePreference('en')).toBe('en');
    expect(readLanguagePreference('nb-NO')).toBe('browser');
    expect(readLanguagePreference('de')).toBe('browser');
    expect(readLanguagePreference(null)).toBe('browser');
    expect(readLanguagePreference(7)).toBe('browser');
  });
});
