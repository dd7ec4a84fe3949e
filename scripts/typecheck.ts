/**
 * Every TypeScript program of the repository, checked with TypeScript 7's native compiler
 * (`typescript-native`, the npm package typescript@7): the step that took about 100 s with
 * TypeScript 6 takes about 26 s. The programs are the ones each workspace's own `typecheck`
 * script names (`tsc --noEmit [-p config]`), then the tooling's and the e2e suite's; the
 * compiler is named by its path, since two packages now bring a `tsc`. The tools that import
 * TypeScript's API (typescript-eslint, tsup's declarations, the API reports) keep `typescript`,
 * version 6: version 7 has no JavaScript API yet.
 *
 *   ./dev typecheck
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const nativeTsc = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');

interface Program {
  /** Where tsc runs. */
  dir: string;
  /** The tsconfig (a file or a folder holding one); undefined: the folder's own. */
  project?: string;
}

/** The programs a workspace's `typecheck` script checks, in its order. */
function programsOf(dir: string): Program[] {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const script = manifest.scripts?.['typecheck'];
  if (!script) return [];
  return script.split('&&').map((part) => {
    const match = /^tsc --noEmit(?: -p (\S+))?$/.exec(part.trim());
    if (!match)
      throw new Error(`${relative(root, dir)}: cannot read '${part.trim()}' as a program`);
    return { dir, project: match[1] };
  });
}

const workspaces = ['packages', 'apps'].flatMap((parent) =>
  readdirSync(join(root, parent))
    .map((name) => join(root, parent, name))
    .filter((dir) => existsSync(join(dir, 'package.json'))),
);
const programs: Program[] = [
  ...workspaces.flatMap(programsOf),
  { dir: root, project: 'tsconfig.tooling.json' },
  { dir: root, project: 'e2e/tsconfig.json' },
];

let failed = 0;
for (const { dir, project } of programs) {
  const args = ['--noEmit', ...(project ? ['-p', project] : [])];
  const name = `${relative(root, dir) || '.'}${project ? ` (${project})` : ''}`;
  const t0 = Date.now();
  const result = spawnSync(nativeTsc, args, { cwd: dir, stdio: 'inherit' });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status === 0) console.log(`typecheck: ${name} ${seconds} s`);
  else {
    failed += 1;
    console.log(`typecheck: ${name} FAILED`);
  }
}
if (failed > 0) {
  console.log(`typecheck: ${failed} of ${programs.length} programs have errors`);
  process.exit(1);
}
console.log(`typecheck: ${programs.length} programs, no errors`);
