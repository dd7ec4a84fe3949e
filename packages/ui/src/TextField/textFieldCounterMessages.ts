/**
 * The text field counter's text: a catalogue module of the kit's catalogue of its own (compiled
 * into `locales/<language>/textFieldCounterMessages.ts`), apart from `src/messages.ts`, which every
 * screen of an app loads first, because it loads with the counter (a field with a limit).
 */
import { cataloguesByLanguage, icu, messageSource, type LiveCatalogue } from '../i18n/catalogue';
import { useLanguage } from '../i18n/LanguageProvider';
import en from '../locales/en/textFieldCounterMessages';

const textFieldCounterSource = messageSource({
  /** The counter of a text with a limit, shown as the text nears it (issue 54). */
  count: icu<[length: number, max: number]>('{length} of {max} characters', 'length', 'max'),
});

export type TextFieldCounterMessages = LiveCatalogue<typeof textFieldCounterSource>;

/** The counter's texts in a language. */
export const textFieldCounterMessagesIn = cataloguesByLanguage(textFieldCounterSource, {
  en,
  nb: () => import('../locales/nb/textFieldCounterMessages'),
});

/** The counter's texts in the language of the nearest `LanguageProvider`. */
export function useTextFieldCounterMessages(): TextFieldCounterMessages {
  return textFieldCounterMessagesIn(useLanguage());
}
