import { atom } from 'jotai';

import { STORAGE_KEYS } from '../constants';
import { localPreferenceAtom } from '../storage/localPreference';

/** What the person chose: follow the system, or always light or dark. */
export type ThemePreference = 'system' | 'light' | 'dark';
export type ThemeMode = 'light' | 'dark';

const PREFERENCES: readonly ThemePreference[] = ['system', 'light', 'dark'];

/** Anything else found in storage (an old value, a hand edit) counts as following the system. */
export function readThemePreference(value: unknown): ThemePreference {
  return PREFERENCES.includes(value as ThemePreference) ? (value as ThemePreference) : 'system';
}

/** The theme to paint: the choice, or the system's when the choice is to follow it. */
export function resolveThemeMode(
  preference: ThemePreference,
  systemPrefersDark: boolean,
): ThemeMode {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/**
 * The switch's next choice: the opposite of what is painted now. Choosing what the system
 * would give anyway goes back to following the system, so a later change of the system's
 * setting is followed again.
 */
export function nextThemePreference(
  painted: ThemeMode,
  systemPrefersDark: boolean,
): ThemePreference {
  const next: ThemeMode = painted === 'dark' ? 'light' : 'dark';
  return (next === 'dark') === systemPrefersDark ? 'system' : next;
}

/**
 * The stored preference, read through `readThemePreference`: a stale or hand-edited value counts
 * as following the system.
 */
export const themePreferenceAtom = localPreferenceAtom<ThemePreference>(
  STORAGE_KEYS.theme,
  'system',
);

/** The media query of the system's dark setting. */
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Whether the system asks for dark, read when the app starts so a dark system never sees a light
 * first frame; the theme root keeps it current. (No `matchMedia` in Node tests: light.)
 */
export const systemPrefersDarkAtom = atom(
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false,
);

/** The theme painted now. */
export const themeModeAtom = atom((get) =>
  resolveThemeMode(readThemePreference(get(themePreferenceAtom)), get(systemPrefersDarkAtom)),
);
