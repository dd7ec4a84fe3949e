export { DEFAULT_LANGUAGE, INTL_LOCALE, LANGUAGES, languageOfTag, readLanguage } from './language';
export type { Language } from './language';
export { LanguageProvider, useLanguage } from './LanguageProvider';
export type { LanguageProviderProps } from './LanguageProvider';
export {
  cataloguesByLanguage,
  createI18n,
  flattenCatalogue,
  icu,
  isLanguageLoaded,
  liveCatalogue,
  loadLanguage,
  messageSource,
  registerCatalogue,
  subscribeToLanguageLoads,
  translatorOf,
} from './catalogue';
export type {
  CatalogueLoader,
  CompiledCatalogue,
  CompiledLanguages,
  LoadableCatalogue,
  CompiledMessage,
  IcuMessage,
  LiveCatalogue,
  SourceCatalogue,
  Translate,
} from './catalogue';
