'use client';
import { createContext, useContext, type ReactNode } from 'react';

import { DEFAULT_LANGUAGE, type Language } from './language';

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export interface LanguageProviderProps {
  /** The language the kit's own texts are shown in (English without a provider). */
  language: Language;
  children?: ReactNode;
}

/**
 * The language of the widgets inside: an embedding app passes its own, the console the one the
 * person chose. A context, not a global, so a server can render two languages at once.
 */
export function LanguageProvider({ language, children }: LanguageProviderProps) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The language of the nearest `LanguageProvider`, English without one. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}
