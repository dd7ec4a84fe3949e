export { DEFAULT_LANGUAGE, INTL_LOCALE, LANGUAGES, languageOfTag, readLanguage } from './language';
export type { Language } from './language';
export { LanguageProvider, useLanguage } from './LanguageProvider';
export type { LanguageProviderProps } from './LanguageProvider';
export {
  cataloguesByLanguage,
  icu,
  isLanguageLoaded,
  liveCatalogue,
  loadLanguage,
  messageSource,
  subscribeToLanguageLoads,
  translatorsOf,
} from './catalogue';
export type {
  CompiledCatalogue,
  CompiledLanguages,
  CompiledMessage,
  IcuMessage,
  LiveCatalogue,
  SourceCatalogue,
  Translate,
} from './catalogue';
