/**
 * The catalogues (docs/DEVELOPING.md, "Texts and languages"): extracts every package's English
 * texts from its catalogue modules into its PO files (Lingui's format, the English text as the
 * key), and compiles each language into the modules the package reads at run time.
 *
 *   ./dev i18n           update the PO files (new texts added untranslated, gone ones dropped,
 *                        every translation kept) and write the compiled modules
 *   ./dev i18n --check   write nothing; fail when a PO file or compiled module is not what its
 *                        sources give (the `generated` step of `./dev test`)
 *
 * A catalogue module defines its texts in a call to `defineMessages` (the console's areas, the
 * host's catalogue) or `messageSource` (the kit, realtime): strings, `icu(...)` texts with
 * arguments, and groups.
 * The kit and realtime compile each module into one module per language
 * (`src/locales/<language>/<module>.ts`): the catalogue imports English's, and loads every other
 * language through the kit's `loadLanguage` when it is asked for. The console loads one
 * catalogue module's texts at a time (`src/locales/<area>.ts`, English inline, Bokmål on
 * demand from `src/locales/nb/<area>.ts`), so a screen's chunk brings only its own.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import * as prettier from 'prettier';
import ts from 'typescript';

// Paths below are from the repository's root, wherever this runs from.
process.chdir(new URL('..', import.meta.url).pathname);

/** One package's catalogue: where its modules are and how its languages are shipped. */
interface Catalogue {
  root: string;
  /** The catalogue modules, relative to `root`. */
  modules: string[];
  shipping: 'inline' | 'per-area';
}

const LANGUAGES = ['en', 'nb'] as const;
type Language = (typeof LANGUAGES)[number];
const SOURCE_LANGUAGE: Language = 'en';

const modulesIn = (root: string, folder: string) =>
  readdirSync(join(root, folder))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.includes('.test.'))
    .sort()
    .map((file) => join(folder, file));

export const CATALOGUES: Catalogue[] = [
  {
    root: 'packages/ui/src',
    modules: [
      'messages.ts',
      'FloorPlanEditor/floorPlanMapMessages.ts',
      'TextField/textFieldCounterMessages.ts',
    ],
    shipping: 'inline',
  },
  { root: 'packages/realtime/src', modules: ['messages.ts', 'eventWords.ts'], shipping: 'inline' },
  {
    root: 'packages/console/src',
    modules: modulesIn('packages/console/src', 'messages'),
    shipping: 'per-area',
  },
  // The host's texts follow the console's language (its `defineMessages`), shipped the same way.
  { root: 'apps/host/src', modules: ['messages.ts', 'accessMessages.ts'], shipping: 'per-area' },
];

/** One English text of a catalogue module. */
export interface Text {
  /** Its dotted path inside the module's catalogue (`picker.search`). */
  path: string;
  message: string;
  /** The doc comment above it, for translators. */
  comment: string;
  module: string;
}

const CATALOGUE_CALLS = new Set(['defineMessages', 'messageSource']);

function docComment(source: ts.SourceFile, node: ts.Node): string {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  return ranges
    .map(({ pos, end }) => source.text.slice(pos, end))
    .filter((comment) => comment.startsWith('/**'))
    .map((comment) =>
      comment
        .replace(/^\/\*\*|\*\/$/g, '')
        .split('\n')
        .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
        .filter(Boolean)
        .join(' '),
    )
    .join(' ');
}

/** Every text of a catalogue module, in the order written; fails on anything else in it. */
export function extractTexts(file: string, module: string): Text[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const texts: Text[] = [];
  const fail = (node: ts.Node, why: string): never => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    throw new Error(`${file}:${line + 1}: ${why}`);
  };
  /** The expression under `as const`, `as T`, `satisfies T` and parentheses. */
  const unwrap = (node: ts.Expression): ts.Expression =>
    ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
      ? unwrap(node.expression)
      : node;
  const stringOf = (node: ts.Node): string | undefined => {
    const inner = ts.isExpression(node) ? unwrap(node) : node;
    return ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)
      ? inner.text
      : undefined;
  };

  const walk = (object: ts.ObjectLiteralExpression, prefix: string) => {
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property)) fail(property, 'a catalogue holds only `key: text`');
      const assignment = property as ts.PropertyAssignment;
      const key = ts.isIdentifier(assignment.name)
        ? assignment.name.text
        : stringOf(assignment.name);
      if (key === undefined) fail(assignment.name, 'a catalogue key is a plain name');
      const path = `${prefix}${key}`;
      const value = unwrap(assignment.initializer);
      const text = stringOf(value);
      const comment = docComment(source, assignment);
      if (text !== undefined) {
        texts.push({ path, message: text, comment, module });
      } else if (
        ts.isCallExpression(value) &&
        ts.isIdentifier(value.expression) &&
        value.expression.text === 'icu' &&
        value.arguments[0] &&
        stringOf(value.arguments[0]) !== undefined
      ) {
        texts.push({ path, message: stringOf(value.arguments[0])!, comment, module });
      } else if (ts.isObjectLiteralExpression(value)) {
        walk(value, `${path}.`);
      } else {
        fail(value, `${path}: a text is a string literal, icu('...', names) or a group`);
      }
    }
  };

  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      CATALOGUE_CALLS.has(node.expression.text)
    ) {
      const last = node.arguments.at(-1);
      const object = last && unwrap(last);
      if (!object || !ts.isObjectLiteralExpression(object)) {
        fail(node, `${node.expression.text} takes the catalogue as an object literal`);
      }
      walk(object as ts.ObjectLiteralExpression, '');
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (texts.length === 0) throw new Error(`${file}: no defineMessages or messageSource call`);
  return texts;
}

const areaOf = (module: string) => basename(module, '.ts');

// ---------------------------------------------------------------------------------------------
// PO files

const po = formatter({ origins: true, lineNumbers: false, printPlaceholdersInComments: false });

/** A PO file's translations by English text. */
function readTranslations(file: string): Map<string, string> {
  if (!existsSync(file)) return new Map();
  const catalog = po.parse(readFileSync(file, 'utf8'), {
    locale: undefined,
    sourceLocale: SOURCE_LANGUAGE,
    filename: file,
  });
  return new Map(
    Object.values(catalog)
      .filter((entry) => entry.message !== undefined && !entry.obsolete)
      .map((entry) => [entry.message!, entry.translation ?? '']),
  );
}

/**
 * The PO file of `language`: one entry per English text (a text used in several places is
 * translated once), with where it is used and its doc comments; `translations` keeps what a
 * translator wrote, the source language's entries are the text itself.
 */
async function renderPo(
  texts: Text[],
  language: Language,
  translations: Map<string, string>,
  existing: string | undefined,
): Promise<string> {
  const catalog: Parameters<typeof po.serialize>[0] = {};
  for (const text of texts) {
    const id = generateMessageId(text.message);
    const entry = (catalog[id] ??= {
      message: text.message,
      translation:
        language === SOURCE_LANGUAGE ? text.message : (translations.get(text.message) ?? ''),
      origin: [],
      comments: [],
    });
    entry.origin!.push([text.module]);
    entry.comments!.push(
      `${areaOf(text.module)}.${text.path}${text.comment ? `: ${text.comment}` : ''}`,
    );
  }
  for (const entry of Object.values(catalog)) {
    entry.origin = [...new Map(entry.origin!.map((origin) => [origin[0], origin])).values()];
  }
  return po.serialize(catalog, {
    locale: language,
    sourceLocale: SOURCE_LANGUAGE,
    existing: existing as string,
    filename: '',
  }) as string;
}

// ---------------------------------------------------------------------------------------------
// Compiled modules

type Compiled = ReturnType<typeof compileMessageOrThrow>;
interface Tree {
  [key: string]: Compiled | Tree;
}

/** The texts of `texts` as Lingui compiles them, in the catalogue's shape. */
function compiledTree(texts: Text[], language: Language, translations: Map<string, string>): Tree {
  const tree: Tree = {};
  for (const text of texts) {
    const translated =
      language === SOURCE_LANGUAGE ? text.message : translations.get(text.message) || text.message;
    // A text that is not valid ICU stops the script (compileMessage would ship it as plain text).
    const compiled = compileMessageOrThrow(translated);
    // An English text that needs no ICU is its own source, not shipped twice: the kit's
    // translator reads a plain one as it is and fills in `{name}` arguments (fillPlaceholders).
    if (language === SOURCE_LANGUAGE && onlyPlaceholders(compiled, text.message)) continue;
    const keys = text.path.split('.');
    let node = tree;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Tree;
    node[keys.at(-1)!] = compiled;
  }
  return tree;
}

/**
 * True when `compiled` is `message`'s literal parts and plain `{name}` arguments only (no plural,
 * select, format or escape), so filling the placeholders of `message` gives the same text.
 */
function onlyPlaceholders(compiled: Compiled, message: string): boolean {
  let rebuilt = '';
  for (const token of compiled) {
    if (typeof token === 'string') rebuilt += token;
    // Only the names the kit's translator fills in (`{name}`, word characters).
    else if (token.length === 1 && typeof token[0] === 'string' && /^\w+$/.test(token[0]))
      rebuilt += `{${token[0]}}`;
    else return false;
  }
  return rebuilt === message;
}

const HEADER =
  '// Generated by scripts/i18n.ts from the catalogue and its PO files. Do not edit: change\n' +
  '// the catalogue or the PO file and run `./dev i18n`.\n';

const literal = (tree: Tree) => JSON.stringify(tree);

function areaModule(area: string, english: Tree): string {
  return (
    `${HEADER}import type { CompiledLanguages } from '@hygiene/ui';\n\n` +
    `export default {\n  en: ${literal(english)},\n` +
    `  nb: () => import('./nb/${area}'),\n} satisfies CompiledLanguages;\n`
  );
}

function languageModule(tree: Tree, uiImport = '@hygiene/ui'): string {
  return `${HEADER}import type { CompiledCatalogue } from '${uiImport}';\n\nexport default ${literal(tree)} satisfies CompiledCatalogue;\n`;
}

// ---------------------------------------------------------------------------------------------

async function render(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const prettierConfig = await prettier.resolveConfig('scripts/i18n.ts');
  const pretty = (file: string, text: string) =>
    prettier.format(text, { ...prettierConfig, filepath: file });

  for (const catalogue of CATALOGUES) {
    const locales = join(catalogue.root, 'locales');
    const texts = catalogue.modules.flatMap((module) =>
      extractTexts(join(catalogue.root, module), module),
    );
    const translations = new Map(
      LANGUAGES.map((language) => [language, readTranslations(join(locales, `${language}.po`))]),
    );
    for (const language of LANGUAGES) {
      const file = join(locales, `${language}.po`);
      const existing = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      files.set(file, await renderPo(texts, language, translations.get(language)!, existing));
    }
    if (catalogue.shipping === 'inline') {
      // The kit types its own catalogues from inside.
      const ui = catalogue.root === 'packages/ui/src' ? '../../i18n/catalogue' : '@hygiene/ui';
      for (const module of catalogue.modules) {
        const own = texts.filter((text) => text.module === module);
        for (const language of LANGUAGES) {
          const file = join(locales, language, `${areaOf(module)}.ts`);
          const tree = compiledTree(own, language, translations.get(language)!);
          files.set(file, await pretty(file, languageModule(tree, ui)));
        }
      }
      continue;
    }
    for (const module of catalogue.modules) {
      const area = areaOf(module);
      const own = texts.filter((text) => text.module === module);
      const english = compiledTree(own, 'en', translations.get('en')!);
      const areaFile = join(locales, `${area}.ts`);
      files.set(areaFile, await pretty(areaFile, areaModule(area, english)));
      const nbFile = join(locales, 'nb', `${area}.ts`);
      files.set(
        nbFile,
        await pretty(nbFile, languageModule(compiledTree(own, 'nb', translations.get('nb')!))),
      );
    }
  }
  return files;
}

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const files = await render();
const stale = [...files].filter(
  ([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text,
);
if (values.check) {
  if (stale.length > 0) {
    console.error(
      `Catalogues out of date (run ./dev i18n):\n${stale.map(([file]) => `  ${file}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`i18n: ${files.size} catalogue files match their sources`);
} else {
  for (const [file, text] of stale) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  console.log(`i18n: ${stale.length} of ${files.size} catalogue files written`);
}
