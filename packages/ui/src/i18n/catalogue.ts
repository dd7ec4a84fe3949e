/**
 * Catalogues: the English texts as the source, in one TypeScript object per package, and each
 * language's compiled messages (generated from the package's PO files by `./dev i18n`) in the
 * same shape. A live catalogue reads like the source (`text.picker.search('devices')`) and
 * answers in the language of the translator it was made with.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';

import { INTL_LOCALE, type Language } from './language';

/** A text with ICU arguments, called with its values in the order of `names`. */
export interface IcuMessage<Args extends readonly unknown[]> {
  readonly message: string;
  readonly names: readonly string[];
  /** Only carries `Args` for the types. */
  readonly args?: Args;
}

/**
 * A text with arguments in ICU MessageFormat: `icu<[count: number]>('{count, plural, one {#
 * room} other {# rooms}}', 'count')` reads in a live catalogue as `(count: number) => string`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function icu<const Args extends readonly unknown[]>(
  message: string,
  ...names: { [K in keyof Args]: string }
): IcuMessage<Args> {
  return { message, names };
}

/** A source catalogue: texts, texts with arguments, and groups of them. */
export interface SourceCatalogue {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any argument list
  readonly [key: string]: string | IcuMessage<readonly any[]> | SourceCatalogue;
}

/**
 * A package's English source catalogue, as written (`scripts/i18n.ts` extracts the texts of
 * this call, so it holds only string literals, `icu(...)` and groups).
 */
/* @__NO_SIDE_EFFECTS__ */
export function messageSource<const S extends SourceCatalogue>(source: S): S {
  return source;
}

/** What a source catalogue reads as: a text, a function of the arguments, or a group. */
export type LiveCatalogue<S> = {
  readonly [K in keyof S]: S[K] extends string
    ? string
    : S[K] extends IcuMessage<infer Args>
      ? (...args: Args) => string
      : LiveCatalogue<S[K]>;
};

/** One compiled ICU message, as Lingui compiles it (`['Page ', ['page'], ' of ', ['total']]`). */
export type CompiledMessage = readonly (string | readonly unknown[])[];

/** A language's compiled texts in the shape of the source; a missing text falls back to it. */
export interface CompiledCatalogue {
  readonly [key: string]: CompiledMessage | CompiledCatalogue;
}

/** Answers a text by its path (`picker.search`), given its English source and its values. */
export type Translate = (path: string, source: string, values?: Record<string, unknown>) => string;

const isIcu = (value: unknown): value is IcuMessage<readonly unknown[]> =>
  typeof value === 'object' && value !== null && 'message' in value && 'names' in value;

/**
 * The live catalogue of `source`: every text is read through `translate` when it is read (a
 * getter), so a module may keep `const text = catalogue.users` and still follow the language.
 */
export function liveCatalogue<S extends SourceCatalogue>(
  source: S,
  translate: Translate,
  prefix = '',
): LiveCatalogue<S> {
  const live = {};
  for (const [key, value] of Object.entries(source)) {
    const path = prefix + key;
    if (typeof value === 'string') {
      Object.defineProperty(live, key, { enumerable: true, get: () => translate(path, value) });
    } else if (isIcu(value)) {
      const read = (...args: unknown[]) =>
        translate(
          path,
          value.message,
          Object.fromEntries(value.names.map((name, index) => [name, args[index]])),
        );
      Object.defineProperty(live, key, { enumerable: true, value: read });
    } else {
      Object.defineProperty(live, key, {
        enumerable: true,
        value: liveCatalogue(value as SourceCatalogue, translate, `${path}.`),
      });
    }
  }
  return live as LiveCatalogue<S>;
}

/** The compiled texts keyed by their dotted path, as Lingui loads them. */
function flattenCatalogue(compiled: CompiledCatalogue, prefix = '', into: Messages = {}): Messages {
  for (const [key, value] of Object.entries(compiled)) {
    if (Array.isArray(value)) into[prefix + key] = value as Messages[string];
    else flattenCatalogue(value as CompiledCatalogue, `${prefix}${key}.`, into);
  }
  return into;
}

/** A Lingui instance for one language, with numbers and plurals in its `Intl` locale. */
function createI18n(language: Language): I18n {
  return setupI18n({
    locale: language,
    locales: INTL_LOCALE[language],
    messages: { [language]: {} },
  });
}

/** A named argument, `{name}`, with nothing else inside the braces. */
const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * `message` with each `{name}` replaced by its value, as Lingui writes a plain argument (a
 * missing one as nothing).
 */
function fillPlaceholders(message: string, values: Record<string, unknown>): string {
  return message.replace(PLACEHOLDER, (_, name: string) =>
    Object.hasOwn(values, name) ? String(values[name] ?? '') : '',
  );
}

/**
 * The translator over `i18n`: a path with a compiled text is formatted by Lingui. English texts
 * are compiled only where they need ICU (plurals, selects, formats, escapes): a plain text is its
 * own source, and a text whose arguments are only `{name}` fills them in (`./dev i18n` ships no
 * compiled copy of either; its `--check`, a `./dev test` step, holds the compiled modules to the
 * PO files). Own properties only: a text named `toString` is not Object's.
 */
function translatorOf(i18n: I18n): Translate {
  return (path, source, values) =>
    Object.hasOwn(i18n.messages, path)
      ? i18n._(path, values, { message: source })
      : values
        ? fillPlaceholders(source, values)
        : source;
}

/** A catalogue's compiled texts: English's with the code, every other language on demand. */
export interface CompiledLanguages {
  readonly en: CompiledCatalogue;
  readonly nb: () => Promise<{ default: CompiledCatalogue }>;
}

/** One catalogue's loading, as the language registry drives it. */
interface LoadableCatalogue {
  load(language: Language): Promise<void>;
  has(language: Language): boolean;
}

// Every catalogue made so far (the kit's, realtime's, the console's areas), the languages asked
// for (a catalogue made later loads them too), and who waits for a load to finish.
const loadables = new Set<LoadableCatalogue>();
const requested = new Set<Language>();
const loadListeners = new Set<() => void>();
let loadCount = 0;
const loadsFinished = () => {
  loadCount += 1;
  loadListeners.forEach((listener) => listener());
};

/**
 * Registers a catalogue's languages: `load` fetches one (once; a failed load is tried again by
 * the next call), `has` tells whether it is there.
 */
function registerCatalogue(
  loaders: Readonly<Record<Exclude<Language, 'en'>, () => Promise<void>>>,
): LoadableCatalogue {
  const done = new Set<Language>(['en']);
  const loading = new Map<Language, Promise<void>>();
  const loadable: LoadableCatalogue = {
    has: (language) => done.has(language),
    load(language) {
      if (done.has(language)) return Promise.resolve();
      let pending = loading.get(language);
      if (!pending) {
        pending = loaders[language as Exclude<Language, 'en'>]().then(
          () => {
            done.add(language);
            loadsFinished();
          },
          (error: unknown) => {
            loading.delete(language);
            throw error;
          },
        );
        loading.set(language, pending);
      }
      return pending;
    },
  };
  loadables.add(loadable);
  for (const language of requested) void loadable.load(language).catch(() => undefined);
  return loadable;
}

/**
 * Loads every catalogue's texts in `language` (the kit's, realtime's, and any made later, which
 * load it as they are made). An app awaits it before it renders in that language, on the server
 * too; `LanguageProvider` calls it, drawing English until it settles. Rejects when a catalogue
 * cannot be loaded.
 */
export function loadLanguage(language: Language): Promise<void> {
  requested.add(language);
  return Promise.all([...loadables].map((loadable) => loadable.load(language))).then(
    () => undefined,
  );
}

/** Whether every catalogue made so far has its texts in `language`. */
export function isLanguageLoaded(language: Language): boolean {
  for (const loadable of loadables) if (!loadable.has(language)) return false;
  return true;
}

/** Calls `listener` whenever a catalogue finished loading a language; returns the unsubscribe. */
export function subscribeToLanguageLoads(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/** How many loads have finished so far: a snapshot that changes with every finished load. */
export function finishedLoads(): number {
  return loadCount;
}

/**
 * One catalogue's translators by language: English's at once, every other language's registered
 * with `loadLanguage` and loaded when asked for. A language not loaded yet translates as English.
 * What a package's catalogue and each of the console's areas are built on.
 */
export function translatorsOf(compiled: CompiledLanguages): (language: Language) => Translate {
  const translators = new Map<Language, Translate>();
  const add = (language: Language, texts: CompiledCatalogue) => {
    const i18n = createI18n(language);
    i18n.load(language, flattenCatalogue(texts));
    translators.set(language, translatorOf(i18n));
  };
  add('en', compiled.en);
  registerCatalogue({ nb: () => compiled.nb().then(({ default: texts }) => add('nb', texts)) });
  return (language) => translators.get(language) ?? translators.get('en')!;
}

/**
 * The live catalogues of a package's one catalogue (the kit, realtime): English with the code,
 * other languages loaded through `loadLanguage`. A text reads English until its language has
 * loaded, then that language. Marked free of side effects (as are `messageSource` and `icu`),
 * though it registers the catalogue: a bundle that reads none of the texts drops it, and Lingui
 * with it (the hub connection's entry).
 */
/* @__NO_SIDE_EFFECTS__ */
export function cataloguesByLanguage<S extends SourceCatalogue>(
  source: S,
  compiled: CompiledLanguages,
): (language: Language) => LiveCatalogue<S> {
  const translate = translatorsOf(compiled);
  const made = new Map<Language, LiveCatalogue<S>>();
  return (language) => {
    let live = made.get(language);
    if (!live) {
      live = liveCatalogue(source, (path, english, values) =>
        translate(language)(path, english, values),
      );
      made.set(language, live);
    }
    return live;
  };
}
