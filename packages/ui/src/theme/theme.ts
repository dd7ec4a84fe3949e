import 'styled-components';

/** Design tokens shared by every component. Components read them, never hard-code colours. */
export interface HygieneTheme {
  mode: 'light' | 'dark';
  color: {
    background: string;
    surface: string;
    surfaceRaised: string;
    text: string;
    textMuted: string;
    border: string;
    primary: string;
    onPrimary: string;
    link: string;
    focusRing: string;
    danger: string;
    success: string;
    warning: string;
    /** Background of the chosen or highlighted row in a list. */
    selected: string;
    /** The veil behind a modal dialog. */
    overlay: string;
  };
  /** Shadow of things that float above the page (dialogs, tooltips). */
  shadow: { raised: string };
  /** Spacing scale in px: space(1) = 4px. */
  space: (steps: number) => string;
  radius: { small: string; medium: string; large: string };
  font: {
    family: string;
    size: { small: string; body: string; title: string };
    weight: { regular: number; bold: number };
  };
}

const space = (steps: number) => `${steps * 4}px`;
const radius = { small: '4px', medium: '8px', large: '12px' };
const font = {
  family:
    '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  size: { small: '0.875rem', body: '1rem', title: '1.25rem' },
  weight: { regular: 400, bold: 600 },
};

// Colours meet WCAG AA (4.5:1) for text on `background` and `surface` in both modes.
export const lightTheme: HygieneTheme = {
  mode: 'light',
  color: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    text: '#1b1f24',
    textMuted: '#57606a',
    border: '#d0d7de',
    primary: '#0b5cad',
    onPrimary: '#ffffff',
    link: '#0b5cad',
    focusRing: '#0b5cad',
    danger: '#b42318',
    success: '#1a7f37',
    warning: '#9a6700',
    selected: '#e3eefa',
    overlay: 'rgba(27, 31, 36, 0.5)',
  },
  shadow: { raised: '0 8px 24px rgba(27, 31, 36, 0.2)' },
  space,
  radius,
  font,
};

export const darkTheme: HygieneTheme = {
  mode: 'dark',
  color: {
    background: '#0d1117',
    surface: '#161b22',
    surfaceRaised: '#1f2630',
    text: '#e6edf3',
    textMuted: '#9da7b3',
    border: '#3d444d',
    primary: '#4493f8',
    onPrimary: '#0d1117',
    link: '#6cb6ff',
    focusRing: '#6cb6ff',
    danger: '#ff7b72',
    success: '#3fb950',
    warning: '#d29922',
    selected: '#1c2d41',
    overlay: 'rgba(1, 4, 9, 0.7)',
  },
  shadow: { raised: '0 8px 24px rgba(1, 4, 9, 0.6)' },
  space,
  radius,
  font,
};

declare module 'styled-components' {
  // styled-components reads its theme type from this interface.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends HygieneTheme {}
}
