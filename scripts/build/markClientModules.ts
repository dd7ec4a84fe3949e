/**
 * Marks the built modules of a published package that run only in a browser with
 * `'use client'`, so a React Server Component (Next.js App Router) can import the package and the
 * client boundary falls on them (issue 32). esbuild drops module directives when it bundles, so
 * they are written after the build, by this rule: a module that imports React, React DOM or
 * styled-components is a client module; a module without them (constants, parsers, colour maths)
 * stays usable on the server.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';

const DIRECTIVE = "'use client';";

/** An import (static, re-export or dynamic) of React, React DOM or styled-components. */
const CLIENT_IMPORT =
  /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](?:react|react-dom|react\/jsx-runtime|styled-components)(?:\/[\w/-]+)?["']/;

const isMarked = (code: string) => /^\s*["']use client["']/.test(code);

/**
 * Prepends the directive to every `.js` module under `dir` that needs it, and moves its source
 * map down one line to match. Answers the paths (relative to `dir`) it marked; running it again
 * marks nothing.
 */
export function markClientModules(dir: string): string[] {
  const marked: string[] = [];
  const modules = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.js'))
    .map((path) => path.split(sep).join('/'))
    .sort();
  for (const name of modules) {
    const file = join(dir, name);
    const code = readFileSync(file, 'utf8');
    if (isMarked(code) || !CLIENT_IMPORT.test(code)) continue;
    writeFileSync(file, `${DIRECTIVE}\n${code}`);
    const mapFile = `${file}.map`;
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
      // A generated line without mappings is an empty group: the code moved down one line.
      map.mappings = `;${map.mappings}`;
      writeFileSync(mapFile, JSON.stringify(map));
    }
    marked.push(name);
  }
  return marked;
}
