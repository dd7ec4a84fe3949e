'use client';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

import { finishedLoads, loadLanguage, subscribeToLanguageLoads } from './catalogue';
import { DEFAULT_LANGUAGE, type Language } from './language';

/** The language, and how many catalogue loads had finished: a finished load draws again. */
interface LanguageContextValue {
  readonly language: Language;
  readonly loads: number;
}

const LanguageContext = createContext<LanguageContextValue>({
  language: DEFAULT_LANGUAGE,
  loads: 0,
});

export interface LanguageProviderProps {
  /** The language the kit's own texts are shown in (English without a provider). */
  language: Language;
  children?: ReactNode;
}

/**
 * The language of the widgets inside: an embedding app passes its own, the console the one the
 * person chose. A context, not a global, so a server can render two languages at once. A text
 * whose catalogue has not loaded the language yet reads English, and the widgets draw again as
 * each catalogue arrives: await `loadLanguage(language)` before rendering (and before hydrating)
 * to draw it from the start.
 */
export function LanguageProvider({ language, children }: LanguageProviderProps) {
  const loads = useSyncExternalStore(subscribeToLanguageLoads, finishedLoads, finishedLoads);
  useEffect(() => {
    loadLanguage(language).catch(() => undefined);
  }, [language]);
  const value = useMemo(() => ({ language, loads }), [language, loads]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The language of the nearest `LanguageProvider` (English without one). */
export function useLanguage(): Language {
  return useContext(LanguageContext).language;
}
