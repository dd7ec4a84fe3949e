import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { NOT_IN_APP, ROLES } from './chunkGroups';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Every source module of the packages and the host, as the build names them (absolute paths):
 * only their `src` folders are read, not the repository (its node_modules hold 200,000 files).
 */
const sourceRoots = [
  ...readdirSync(`${REPO}packages`).map((name) => `packages/${name}/src`),
  'apps/host/src',
].filter((root) => existsSync(`${REPO}${root}`));
const sources = sourceRoots
  .flatMap((root) =>
    readdirSync(`${REPO}${root}`, { recursive: true, encoding: 'utf8' }).map(
      (path) => `${root}/${path.split('\\').join('/')}`,
    ),
  )
  .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path))
  .map((path) => `${REPO}${path}`);

/**
 * A pattern's source with each `(a|b)` group taken one way: every alternative of every group
 * (nested ones too) must name a module, or that alternative is dead.
 */
function alternativesOf(source: string): string[] {
  let depth = 0;
  for (let i = 0, open = -1; i < source.length; i += 1) {
    if (source[i - 1] === '\\') continue;
    if (source[i] === '(' && depth++ === 0) open = i;
    if (source[i] === ')' && --depth === 0) {
      const before = source.slice(0, open);
      const inner = splitTopLevel(source.slice(open + 1, i)).flatMap(alternativesOf);
      const rest = alternativesOf(source.slice(i + 1));
      return inner.flatMap((part) => rest.map((after) => `${before}(${part})${after}`));
    }
  }
  return [source];
}

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i - 1] === '\\') continue;
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') depth -= 1;
    else if (text[i] === '|' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, text.slice(start)];
}

describe('chunk groups', () => {
  it('reads the repository', () => {
    expect(sources.some((path) => path.endsWith('packages/ui/src/Dialog/Dialog.tsx'))).toBe(true);
  });

  it('splits every group into its alternatives', () => {
    expect(alternativesOf('a(b|c(d|e))f')).toEqual(['a(b)f', 'a(c(d))f', 'a(c(e))f']);
    expect(alternativesOf('x[\\/]y')).toEqual(['x[\\/]y']);
  });

  const patterns = new Set([...ROLES, ...NOT_IN_APP]);
  it.each([...patterns].flatMap((pattern) => alternativesOf(pattern.source)))(
    '%s names a source module',
    (alternative) => {
      const pattern = new RegExp(alternative);
      expect(sources.filter((path) => pattern.test(path))).not.toEqual([]);
    },
  );
});
