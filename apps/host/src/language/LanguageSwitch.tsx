import { setLanguage } from '@hygiene/console';
import { Button, useLanguage } from '@hygiene/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';

import { hostMessages } from '../messages';
import {
  browserLanguageAtom,
  LANGUAGE_NAMES,
  languagePreferenceAtom,
  nextLanguagePreference,
  otherLanguage,
  resolveLanguage,
} from './languagePreference';

/**
 * The language switch (the app bar's; on a phone, under the folded menu): it names the other language in that language ('Norsk' on the
 * English console, 'English' on the Norwegian one), as people look for their own language's
 * name. Busy while the other language's texts load.
 */
export function LanguageSwitch() {
  // The language shown: LanguageRoot passes it to the kit's provider.
  const shown = useLanguage();
  const browser = useAtomValue(browserLanguageAtom);
  const setPreference = useSetAtom(languagePreferenceAtom);
  const [loading, setLoading] = useState(false);
  const other = otherLanguage(shown);

  const choose = () => {
    const next = nextLanguagePreference(shown, browser);
    setPreference(next);
    setLoading(true);
    // Asked here too, not only by the root's effect: a load that failed is asked again by the
    // next press, although the stored choice is the same.
    setLanguage(resolveLanguage(next, browser))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };

  return (
    <Button
      lang={other}
      title={hostMessages.language}
      aria-busy={loading || undefined}
      onClick={choose}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
