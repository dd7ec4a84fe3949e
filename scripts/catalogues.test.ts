/**
 * The catalogues' PO files (scripts/i18n.ts): every text has its Bokmål translation, which
 * keeps the English text's arguments and is not the English left as it was (except the
 * reviewed texts below), and the English catalogues hold the spec's texts word for word.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;

/** Every package's and app's PO files of a language. */
function poFiles(language: string): string[] {
  return ['packages', 'apps'].flatMap((folder) =>
    readdirSync(join(ROOT, folder))
      .map((name) => join(folder, name, 'src', 'locales', `${language}.po`))
      .filter((file) => {
        try {
          readFileSync(join(ROOT, file));
          return true;
        } catch {
          return false;
        }
      }),
  );
}

const po = formatter({ origins: true, lineNumbers: false });
const entriesOf = (file: string) =>
  Object.values(
    po.parse(readFileSync(join(ROOT, file), 'utf8'), {
      locale: undefined,
      sourceLocale: 'en',
      filename: file,
    }),
  );

/** Texts a Bokmål catalogue may keep as in English: only arguments and punctuation, or names. */
const SAME_IN_BOKMAL = new Set([
  'Signal',
  '{dbm} dBm',
  '{status}, {attention}',
  '{label}: {status}',
  '{action}: {name}',
  '{action} {label}',
  // The console's: arguments with punctuation or a unit (%, min), names of formats and of the
  // API, and the role name 'Administrator' (the same word in Bokmål).
  '{serial}, {severity}',
  '{what}: {serial}',
  // A language's own name is the same in every language it is listed in (issue 50).
  'Norsk bokmål',
  'English',
  '{name} ({total})',
  '{latitude}, {longitude}',
  '…',
  '{level} %',
  '{reason} ({level} %)',
  '{minutes} min',
  'JSON',
  'API',
  'Administrator',
  // A place and its building; a protocol's name (an event type in words).
  '{place} · {premise}',
  'Bluetooth',
  // 'Dispenser' is the Bokmål word too (docs/GLOSSARY.md).
  'Dispenser {serial}',
]);

/** The argument names a compiled ICU message uses, wherever they are. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(token[0] as string);
      const choices = token[2];
      if (choices && typeof choices === 'object' && !Array.isArray(choices)) {
        for (const choice of Object.values(choices)) walk(choice);
      }
    }
  };
  // Throws on a text that is not valid ICU (compileMessage would read it as plain text).
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

describe('Bokmål catalogues', () => {
  const files = poFiles('nb');

  it('exist for the kit, realtime, the console and the host', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'packages/ui/src/locales/nb.po',
        'packages/realtime/src/locales/nb.po',
        'packages/console/src/locales/nb.po',
        'apps/host/src/locales/nb.po',
      ]),
    );
  });

  describe.each(files)('%s', (file) => {
    const entries = entriesOf(file);

    it('translates every text', () => {
      expect(entries.filter((entry) => !entry.translation).map((entry) => entry.message)).toEqual(
        [],
      );
    });

    it('leaves no text as its English, except the reviewed ones', () => {
      const same = entries
        .filter((entry) => entry.translation === entry.message)
        .map((entry) => entry.message!)
        .filter((message) => !SAME_IN_BOKMAL.has(message));
      expect(same).toEqual([]);
    });

    it("keeps each text's arguments, in valid ICU", () => {
      const changed = entries
        .filter((entry) => entry.translation)
        .filter(
          (entry) => argumentsOf(entry.translation!).join() !== argumentsOf(entry.message!).join(),
        )
        .map((entry) => `${entry.message} -> ${entry.translation}`);
      expect(changed).toEqual([]);
    });
  });
});

/** The spec's texts the packages show, word for word ({items} and {name} as the spec writes them). */
const SPEC_TEXTS = {
  'packages/ui/src/locales/en.po': [
    'Search {items}',
    'Unable to fetch {items} from api.',
    'Floor-plan for {name}',
    'Input needs to be a valid json array.',
    'show more',
    'show less',
  ],
  'packages/realtime/src/locales/en.po': [
    'Connecting to real time server ...',
    'Receiving live events',
    'Unable to receive live events',
    'Unable to fetch events from api.',
  ],
  'apps/host/src/locales/en.po': [
    'Enter the partner name',
    'Partner name',
    'Login',
    'Unexpected Application Error!',
  ],
  // The side menu's entries, declared with their screens in the console's feature manifests.
  'packages/console/src/locales/en.po': ['Dashboard', 'Plan installations', 'Set tenant', 'Home'],
};

describe('English catalogues', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s holds the spec texts word for word', (file, texts) => {
    const messages = new Set(entriesOf(file).map((entry) => entry.message));
    expect(texts.filter((text) => !messages.has(text))).toEqual([]);
  });

  it.each(poFiles('en'))('%s is its own source: every translation is the text', (file) => {
    const differing = entriesOf(file).filter((entry) => entry.translation !== entry.message);
    expect(differing).toEqual([]);
  });
});
