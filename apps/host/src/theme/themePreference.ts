import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

import { STORAGE_KEYS } from '../constants';

/** What the person chose: follow the system, or always light or dark. */
export type ThemePreference = 'system' | 'light' | 'dark';
export type ThemeMode = 'light' | 'dark';

/** The storage `atomWithStorage` takes, synchronous (as the partner id's, ../partner/atoms.ts). */
type SyncStorage<Value> = NonNullable<Parameters<typeof atomWithStorage<Value>>[2]>;

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
 * localStorage holding the preference as JSON. Without localStorage (tests in Node, a locked-down
 * browser) the preference is simply not kept; another tab's choice is followed as it is made.
 */
const themeStorage: SyncStorage<ThemePreference> = {
  getItem(key, initial) {
    try {
      const raw = localStorage.getItem(key);
      return raw === null ? initial : readThemePreference(JSON.parse(raw));
    } catch {
      return initial;
    }
  },
  setItem(key, value) {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or refused: the theme still changes for this visit.
    }
  },
  removeItem(key) {
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
  subscribe(key, callback, initial) {
    if (typeof window === 'undefined') return () => undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) callback(themeStorage.getItem(key, initial));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

/** The theme preference, in localStorage: a preference, not a secret, and kept across visits. */
export const themePreferenceAtom = atomWithStorage<ThemePreference>(
  STORAGE_KEYS.theme,
  'system',
  themeStorage,
  { getOnInit: true },
);

/** Whether the system asks for dark; the theme root keeps it current. */
export const systemPrefersDarkAtom = atom(false);

/** The theme painted now. */
export const themeModeAtom = atom((get) =>
  resolveThemeMode(get(themePreferenceAtom), get(systemPrefersDarkAtom)),
);
