/**
 * Every TypeScript program of the repository, checked with TypeScript 7's native compiler (the
 * npm package typescript@7, Go, on several threads): the step that took about 100 s with
 * TypeScript 6 takes about 25 s. The programs are the ones each workspace's own `typecheck`
 * script names (`tsc --noEmit [-p config]`), then the tooling's and the e2e suite's. The tools
 * that import TypeScript's API (typescript-eslint, tsup's declarations, the API reports, knip)
 * keep the workspace's `typescript` (6): version 7 has no JavaScript API yet.
 *
 * Version 7 is fetched from the npm registry into .toolchain/, like ./dev's Node and pnpm, not
 * added to the workspace: there pnpm takes it for the optional `typescript` peer of valibot and
 * msw, and the host's bundle then carries valibot twice (5 kB more on every first screen).
 *
 *   ./dev typecheck
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
/** The native compiler's version: a pin, checked like the toolchain's. */
const NATIVE_TYPESCRIPT = '7.0.2';
const nativeHome = join(root, '.toolchain', `typescript-${NATIVE_TYPESCRIPT}`);
const nativeTsc = join(nativeHome, 'node_modules', 'typescript', 'bin', 'tsc');

/** Installs the native compiler once (its platform binary comes as an optional package). */
function ensureNativeTsc(): void {
  if (existsSync(nativeTsc)) return;
  mkdirSync(nativeHome, { recursive: true });
  writeFileSync(
    join(nativeHome, 'package.json'),
    JSON.stringify({ private: true, dependencies: { typescript: NATIVE_TYPESCRIPT } }),
  );
  console.log(
    `typecheck: installing TypeScript ${NATIVE_TYPESCRIPT} into ${relative(root, nativeHome)}`,
  );
  const install = spawnSync('pnpm', ['install', '--ignore-workspace', '--silent'], {
    cwd: nativeHome,
    stdio: 'inherit',
  });
  if (install.status !== 0 || !existsSync(nativeTsc)) {
    console.error(`typecheck: could not install TypeScript ${NATIVE_TYPESCRIPT}`);
    process.exit(1);
  }
}

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

ensureNativeTsc();
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
