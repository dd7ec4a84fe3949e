/**
 * A catalogue's text read when a module loads (`const options = [{ label: text.include }]` at the
 * top level) is frozen in the language of that moment: after a switch to Bokmål it stays English.
 * Texts are read while drawing; this test finds every read outside a function.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;

/** Fixtures that draw the kit's and realtime's texts in English on purpose (the SSR board). */
const ALLOWED = new Set([
  'packages/ui/src/serverRendering/cases.tsx',
  'packages/realtime/src/serverRendering/cases.tsx',
]);

const sources = execFileSync(
  'git',
  ['ls-files', 'packages/*/src/**/*.ts', 'packages/*/src/**/*.tsx', 'apps/host/src/**/*.ts*'],
  { cwd: ROOT, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file && !/\.(stories|test)\.|[\\/](messages|locales)[\\/]/.test(file))
  .filter((file) => !ALLOWED.has(file));

const rootName = (node: ts.Expression): string | undefined =>
  ts.isPropertyAccessExpression(node)
    ? rootName(node.expression)
    : ts.isIdentifier(node)
      ? node.text
      : undefined;

/** `file:line: text.path` for each catalogue text read outside a function. */
function readsAtLoad(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  // Names bound to a catalogue: imports from a messages module or named like one, and top-level
  // aliases of them (`const text = messages.deviceList`).
  const catalogues = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings) && /messages/i.test(from)) {
      catalogues.add(bindings.name.text);
    } else if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (/messages/i.test(element.name.text) || /messages/i.test(from)) {
          catalogues.add(element.name.text);
        }
      }
    }
  }
  const isAlias = (node: ts.Expression | undefined) =>
    node !== undefined && ts.isPropertyAccessExpression(node) && catalogues.has(rootName(node)!);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && isAlias(declaration.initializer)) {
        catalogues.add(declaration.name.text);
      }
    }
  }

  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (
      ts.isPropertyAccessExpression(node) &&
      !ts.isPropertyAccessExpression(node.parent) &&
      catalogues.has(rootName(node)!)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1}: ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) || ts.isFunctionDeclaration(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        // An alias of a group is live itself: reading it at load is fine.
        if (declaration.initializer && !isAlias(declaration.initializer)) {
          visit(declaration.initializer);
        }
      }
      continue;
    }
    visit(statement);
  }
  return found;
}

describe('catalogue texts', () => {
  // Parses every source file: seconds on two busy cores, not the default 5 s.
  it('are read while drawing, never when a module loads', { timeout: 60_000 }, () => {
    const reads = sources.flatMap((file) => {
      const code = readFileSync(`${ROOT}${file}`, 'utf8');
      // Only a module that imports a catalogue can read one.
      return /messages/i.test(code) ? readsAtLoad(file, code) : [];
    });
    expect(reads).toEqual([]);
  });

  it('finds a text read at the top level, and not one read inside a function', () => {
    const code = [
      "import * as messages from '../messages';",
      'const text = messages.deviceList;',
      'const options = [{ label: text.include }];',
      'const later = () => [{ label: text.exclude }];',
      'export function Screen() { return messages.home.title; }',
    ].join('\n');
    expect(readsAtLoad('x.tsx', code)).toEqual(['x.tsx:3: text.include']);
  });
});
