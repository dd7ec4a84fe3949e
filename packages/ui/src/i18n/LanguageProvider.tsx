'use client';
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';

import { isLanguageLoaded, loadLanguage, subscribeToLanguageLoads } from './catalogue';
import { DEFAULT_LANGUAGE, type Language } from './language';

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export interface LanguageProviderProps {
  /** The language the kit's own texts are shown in (English without a provider). */
  language: Language;
  children?: ReactNode;
}

/**
 * The language of the widgets inside: an embedding app passes its own, the console the one the
 * person chose. A context, not a global, so a server can render two languages at once. Texts in
 * a language not loaded yet read English until it arrives: await `loadLanguage(language)` before
 * rendering (and before hydrating) to draw it from the start.
 */
export function LanguageProvider({ language, children }: LanguageProviderProps) {
  const loaded = useSyncExternalStore(
    subscribeToLanguageLoads,
    () => isLanguageLoaded(language),
    () => isLanguageLoaded(language),
  );
  useEffect(() => {
    if (!loaded) loadLanguage(language).catch(() => undefined);
  }, [language, loaded]);
  return (
    <LanguageContext.Provider value={loaded ? language : DEFAULT_LANGUAGE}>
      {children}
    </LanguageContext.Provider>
  );
}

/** The language of the nearest `LanguageProvider` once its texts are there, else English. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}
