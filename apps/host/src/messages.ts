import { defineMessages } from '@hygiene/console';
import { icu } from '@hygiene/ui';

import texts from './locales/messages';

/**
 * Every text the host shows, word for word from the spec where it names them. They follow the
 * console's language (`defineMessages`): English inline, Bokmål from `locales/nb.po` (`./dev
 * i18n` compiles it), loaded when Bokmål is chosen: at start, or by the switch.
 */
export const hostMessages = defineMessages(texts, {
  appTitle: 'Hygiene console',
  partnerGate: {
    title: 'Enter the partner name',
    fieldLabel: 'Partner name',
    login: 'Login',
  },
  unexpectedError: 'Unexpected Application Error!',
  notFound: '404 Not Found',
  loadingScreen: 'Loading the screen',
  /** `reason`: the browser's own words for what failed (not translated). */
  loadFailed: icu<[reason: string]>(
    'The console could not load ({reason}). Reload the page.',
    'reason',
  ),
  signInFailed:
    'Signing in failed: the identity provider did not answer. Reload the page to try again.',
  signOut: 'Sign out',
  /** The app bar's mark when the tenant could not be fetched (spec §8); choosing it tries again. */
  tenantFetchFailed: 'Unable to fetch tenant from api. Try again',
  tryAgain: 'Try again',
  /** The app bar's switch between the light and the dark theme. */
  darkTheme: 'Dark theme',
  /** The language switch's tooltip. */
  language: 'Language',
  configError: {
    title: 'The console is not configured',
    /** `url`: where the configuration was looked for, e.g. /config.json. */
    missing: icu<[url: string]>('Could not load {url}.', 'url'),
    invalid: icu<[url: string]>('{url} is not valid:', 'url'),
  },
});
