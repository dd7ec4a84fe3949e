export { DEFAULT_LANGUAGE, INTL_LOCALE, LANGUAGES, languageOfTag, readLanguage } from './language';
export type { Language } from './language';
export { LanguageProvider, useLanguage } from './LanguageProvider';
export type { LanguageProviderProps } from './LanguageProvider';
export {
  cataloguesByLanguage,
  createI18n,
  flattenCatalogue,
  icu,
  liveCatalogue,
  messageSource,
  translatorOf,
} from './catalogue';
export type {
  CompiledCatalogue,
  CompiledMessage,
  IcuMessage,
  LiveCatalogue,
  SourceCatalogue,
  Translate,
} from './catalogue';
