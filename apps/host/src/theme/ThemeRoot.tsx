import { HygieneThemeProvider } from '@hygiene/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';

import { DARK_QUERY, systemPrefersDarkAtom, themeModeAtom } from './themePreference';

/**
 * The UI kit's theme in the mode the person chose (or the system's), following the system's
 * setting while it changes. The page's `color-scheme` follows too, so scroll bars and form
 * controls the browser draws match the theme.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const setSystemPrefersDark = useSetAtom(systemPrefersDarkAtom);
  const mode = useAtomValue(themeModeAtom);

  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    setSystemPrefersDark(query.matches);
    const onChange = (event: MediaQueryListEvent) => setSystemPrefersDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [setSystemPrefersDark]);

  useEffect(() => {
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  return <HygieneThemeProvider mode={mode}>{children}</HygieneThemeProvider>;
}
