import { currentLanguage, setLanguage, subscribeToLanguage } from '@hygiene/console';
import { LanguageProvider } from '@hygiene/ui';
import { useAtomValue } from 'jotai';
import { Fragment, useEffect, useSyncExternalStore, type ReactNode } from 'react';

import { languageAtom } from './languagePreference';

/**
 * The console in the language the person chose (or the browser's): the console's texts, the
 * kit's and realtime's (`LanguageProvider`) and `<html lang>`. A new choice loads its texts
 * first, then draws everything again in it: the texts are read while drawing, and the screens
 * remember their drawings (the React compiler), so the tree below is keyed by the language. The
 * address, the query cache, the session and the live connection live outside it and are kept;
 * what a screen held only in itself (a form being filled in) starts afresh.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const asked = useAtomValue(languageAtom);
  const shown = useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);

  useEffect(() => {
    // A language whose texts do not arrive (a lost chunk) leaves the console as it was; the
    // switch asks again when pressed.
    setLanguage(asked).catch(() => undefined);
  }, [asked]);

  useEffect(() => {
    document.documentElement.lang = shown;
    // The home screen's name for the app in the same language (build/webApp.ts writes both).
    const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (manifest)
      manifest.href = shown === 'nb' ? '/manifest.nb.webmanifest' : '/manifest.webmanifest';
  }, [shown]);

  return (
    <LanguageProvider language={shown}>
      <Fragment key={shown}>{children}</Fragment>
    </LanguageProvider>
  );
}
