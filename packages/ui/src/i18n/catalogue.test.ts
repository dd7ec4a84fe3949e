import { describe, expect, it } from 'vitest';

import {
  cataloguesByLanguage,
  icu,
  isLanguageLoaded,
  liveCatalogue,
  loadLanguage,
  messageSource,
  subscribeToLanguageLoads,
  translatorsOf,
} from './catalogue';
import { languageOfTag, readLanguage } from './language';

const source = messageSource({
  title: 'Devices',
  filter: {
    rooms: icu<[count: number]>('{count, plural, one {# room} other {# rooms}} chosen', 'count'),
    of: icu<[shown: number, total: number]>('{shown} of {total}', 'shown', 'total'),
  },
});

const texts = {
  en: {
    filter: {
      rooms: [['count', 'plural', { one: ['#', ' room'], other: ['#', ' rooms'] }], ' chosen'],
      of: [['shown'], ' of ', ['total']],
    },
  },
  nb: {
    title: ['Dispensere'],
    filter: {
      rooms: [['count', 'plural', { one: ['#', ' rom'], other: ['#', ' rom'] }], ' valgt'],
      of: [['shown'], ' av ', ['total']],
    },
  },
} as const;

describe('live catalogues', () => {
  const inLanguage = cataloguesByLanguage(source, {
    en: texts.en,
    nb: () => Promise.resolve({ default: texts.nb }),
  });

  it('reads English until another language is loaded, then that language', async () => {
    expect(inLanguage('nb').title).toBe('Devices');
    const heard: string[] = [];
    const unsubscribe = subscribeToLanguageLoads(() => heard.push('loaded'));
    await loadLanguage('nb');
    unsubscribe();
    expect(heard).toEqual(['loaded']);
    expect(isLanguageLoaded('nb')).toBe(true);
    expect(inLanguage('nb').title).toBe('Dispensere');
  });

  it('reads English plain texts as their source and formats the ones with arguments', () => {
    const en = inLanguage('en');
    expect(en.title).toBe('Devices');
    expect(en.filter.rooms(1)).toBe('1 room chosen');
    expect(en.filter.rooms(1200)).toBe('1,200 rooms chosen');
    expect(en.filter.of(3, 11)).toBe('3 of 11');
  });

  it('answers in Bokmål, numbers in the Norwegian way', async () => {
    await loadLanguage('nb');
    const nb = inLanguage('nb');
    expect(nb.title).toBe('Dispensere');
    expect(nb.filter.rooms(1)).toBe('1 rom valgt');
    // Norwegian groups thousands with a (non-breaking) space.
    expect(nb.filter.rooms(1200)).toMatch(/^1\s200 rom valgt$/u);
    expect(nb.filter.of(3, 11)).toBe('3 av 11');
  });

  it('makes one catalogue per language, and a group may be kept aside', async () => {
    await loadLanguage('nb');
    expect(inLanguage('nb')).toBe(inLanguage('nb'));
    const filter = inLanguage('en').filter;
    expect(filter.of(1, 2)).toBe('1 of 2');
  });

  it('reads each text when it is read, through the translator it was made with', () => {
    const asked: string[] = [];
    const live = liveCatalogue(source, (path, english) => {
      asked.push(path);
      return english.toUpperCase();
    });
    expect(asked).toEqual([]);
    expect(live.title).toBe('DEVICES');
    expect(asked).toEqual(['title']);
  });

  it('shows the English source of a plain text with no compiled form (never the path)', async () => {
    const translate = translatorsOf({
      en: {},
      nb: () => Promise.resolve({ default: { title: ['Dispensere'] } }),
    });
    await loadLanguage('nb');
    expect(translate('nb')('title', 'Devices')).toBe('Dispensere');
    expect(translate('nb')('missing', 'Missing')).toBe('Missing');
    // Own texts only: a path named like an Object method is not one.
    expect(translate('nb')('toString', 'Plain')).toBe('Plain');
  });

  it('fills in the plain arguments of an English text shipped without a compiled form', () => {
    const translate = translatorsOf({ en: {}, nb: () => Promise.resolve({ default: {} }) })('en');
    expect(translate('of', '{shown} of {total}', { shown: 3, total: 12 })).toBe('3 of 12');
    // As Lingui writes them: a missing value as nothing, text around it kept.
    expect(translate('of', 'Install {serial} now', {})).toBe('Install  now');
    expect(translate('of', 'Install {constructor}', {})).toBe('Install ');
  });

  it('finds compiled texts in groups by their dotted path', async () => {
    const translate = translatorsOf({
      en: texts.en,
      nb: () => Promise.resolve({ default: texts.nb }),
    });
    await loadLanguage('nb');
    expect(translate('nb')('filter.of', '{shown} of {total}', { shown: 1, total: 2 })).toBe(
      '1 av 2',
    );
  });
});

describe('loading a language', () => {
  it('tries a failed load again on the next call, and a catalogue made later loads it too', async () => {
    let tries = 0;
    const flaky = cataloguesByLanguage(source, {
      en: texts.en,
      nb: () => {
        tries += 1;
        return tries === 1
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ default: texts.nb });
      },
    });
    // 'nb' was asked for above, so the new catalogue starts loading it at once, and fails.
    await expect(loadLanguage('nb')).rejects.toThrow('offline');
    expect(isLanguageLoaded('nb')).toBe(false);
    expect(flaky('nb').title).toBe('Devices');
    await loadLanguage('nb');
    expect(tries).toBe(2);
    expect(flaky('nb').title).toBe('Dispensere');
  });
});

describe('languageOfTag', () => {
  it.each(['nb', 'nn', 'no', 'nb-NO', 'nn-NO', 'no-NO', 'NB-no'])('reads %s as Bokmål', (tag) => {
    expect(languageOfTag(tag)).toBe('nb');
  });

  it.each(['en', 'en-US', 'en-GB', 'sv-SE', 'da', 'de-DE', 'nob', '', undefined, null])(
    'reads %s as English',
    (tag) => {
      expect(languageOfTag(tag)).toBe('en');
    },
  );

  it('reads only a known language from storage', () => {
    expect(readLanguage('nb')).toBe('nb');
    expect(readLanguage('en')).toBe('en');
    expect(readLanguage('nb-NO')).toBeUndefined();
    expect(readLanguage(42)).toBeUndefined();
  });
});
