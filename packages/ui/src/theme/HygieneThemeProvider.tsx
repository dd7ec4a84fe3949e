import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';

import { darkTheme, lightTheme } from './theme';

export interface HygieneThemeProviderProps {
  /** Which variant of the theme to use. Defaults to `light`. */
  mode?: 'light' | 'dark';
  children: ReactNode;
}

/** Provides the UI kit's theme to every component below it. */
export function HygieneThemeProvider({ mode = 'light', children }: HygieneThemeProviderProps) {
  return <ThemeProvider theme={mode === 'dark' ? darkTheme : lightTheme}>{children}</ThemeProvider>;
}
