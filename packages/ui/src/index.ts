/**
 * @hygiene/ui: the presentational components of the hygiene console. Components take data and
 * callbacks and never fetch. Wrap them in `HygieneThemeProvider`.
 */
export { Breadcrumbs, collapseBreadcrumbs } from './Breadcrumbs';
export type {
  BreadcrumbItem,
  BreadcrumbLayout,
  BreadcrumbsProps,
  CollapseOptions,
} from './Breadcrumbs';

export { HygieneThemeProvider } from './theme/HygieneThemeProvider';
export type { HygieneThemeProviderProps } from './theme/HygieneThemeProvider';
export { darkTheme, lightTheme } from './theme/theme';
export type { HygieneTheme } from './theme/theme';

export { BREADCRUMB_COLLAPSE_AT, MIN_TARGET_SIZE_PX } from './constants';
export { uiMessages } from './messages';
