import { Button } from '@hygiene/ui';
import { useAtomValue, useSetAtom } from 'jotai';

import { hostMessages } from '../messages';
import {
  nextThemePreference,
  systemPrefersDarkAtom,
  themeModeAtom,
  themePreferenceAtom,
} from './themePreference';

/** The app bar's dark-theme switch: pressed while the dark theme is painted. */
export function ThemeSwitch() {
  const mode = useAtomValue(themeModeAtom);
  const systemPrefersDark = useAtomValue(systemPrefersDarkAtom);
  const setPreference = useSetAtom(themePreferenceAtom);
  return (
    <Button
      aria-pressed={mode === 'dark'}
      aria-label={hostMessages.darkTheme}
      onClick={() => setPreference(nextThemePreference(mode, systemPrefersDark))}
    >
      <span aria-hidden="true">{mode === 'dark' ? '☾' : '☀'}</span>
    </Button>
  );
}
