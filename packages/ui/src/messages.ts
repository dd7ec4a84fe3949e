/**
 * Every text the UI kit shows on its own (as opposed to texts the caller passes in), in one
 * catalogue: English here (texts quoted by the spec word for word), every language compiled into
 * `locales/` by `./dev i18n` from `locales/<language>.po`. Components read it in the language of
 * the nearest `LanguageProvider` through `useUiMessages()`.
 */
import { cataloguesByLanguage, icu, messageSource } from './i18n/catalogue';
import { useLanguage } from './i18n/LanguageProvider';
import en from './locales/en/messages';

const uiSource = messageSource({
  breadcrumbs: {
    navigationLabel: 'Breadcrumb',
    expand: icu<[hiddenCount: number]>(
      'Show {hiddenCount} hidden {hiddenCount, plural, one {breadcrumb} other {breadcrumbs}}',
      'hiddenCount',
    ),
  },
  picker: {
    /** Spec §2 "Shared pickers". {items} is what the list holds, in the plural ('devices'). */
    search: icu<[items: string]>('Search {items}', 'items'),
    /** Spec §8 "List fetch fails". */
    fetchFailed: icu<[items: string]>('Unable to fetch {items} from api.', 'items'),
    empty: icu<[items: string]>('No {items} found.', 'items'),
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: icu<[current: number, total: number]>('Page {current} of {total}', 'current', 'total'),
  },
  loading: 'Loading',
  collapsibleText: {
    /** Spec §2 provisioning form. */
    more: 'show more',
    less: 'show less',
  },
  /** Spec §2 'Temporary password' switch. */
  switchField: { on: 'Yes', off: 'No' },
  passwordField: { show: 'Show password' },
  stepper: {
    back: 'Back',
    next: 'Next',
    progress: icu<[step: number, count: number]>('Step {step} of {count}', 'step', 'count'),
  },
  dialog: { close: 'Close' },
  confirmDialog: { confirm: 'Delete', cancel: 'Cancel' },
  banner: { dismiss: 'Dismiss' },
  errorState: { retry: 'Try again' },
  appFrame: { skipToContent: 'Skip to content', mainMenu: 'Main menu', menu: 'Menu' },
});

/** The kit's texts in a language. */
export const uiMessagesIn = cataloguesByLanguage(uiSource, {
  en,
  nb: () => import('./locales/nb/messages'),
});

/** The kit's texts in English, the spec's words (what tests and stories compare with). */
export const uiMessages = /* @__PURE__ */ uiMessagesIn('en');

/** The kit's texts in the language of the nearest `LanguageProvider`. */
export function useUiMessages() {
  return uiMessagesIn(useLanguage());
}
