/**
 * Builds what the sandbox runs from `dist/` when it is missing or older than its sources:
 * `node apps/sandbox/scripts/ensure-built.ts [--host]`.
 *
 * Node cannot run the workspace packages' TypeScript sources (extensionless imports), so the
 * sandbox imports `@hygiene/api-client` and `@hygiene/fake-platform` from their builds. With
 * `--host`, the host app's Vite build (served at `/`) is checked too. The check only compares
 * modification times (a few hundred `stat` calls), so a second start costs milliseconds; a full
 * package build takes about 20 s on a 2-core machine.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/** What a build reads besides its folder's sources. */
const BUILD_INPUTS = [
  'package.json',
  'tsup.config.ts',
  'tsconfig.json',
  'index.html',
  'vite.config.ts',
];

interface Target {
  /** The pnpm package name, for `--filter`. */
  name: string;
  /** The file a build writes last-ish; its time stands for the build's. */
  output: string;
  /** Folders and files (relative to the root) whose changes make the output stale. */
  inputs: string[];
}

const packageTarget = (dir: string, name: string): Target => ({
  name,
  output: join(dir, 'dist/index.js'),
  inputs: [join(dir, 'src'), ...BUILD_INPUTS.map((file) => join(dir, file))],
});

// The sandbox runs api-client and fake-platform; its integration tests' typecheck also reads
// realtime's types, and those name ui's. A fresh clone has none of them built yet.
const SANDBOX_PACKAGES: Target[] = [
  packageTarget('packages/ui', '@hygiene/ui'),
  packageTarget('packages/api-client', '@hygiene/api-client'),
  packageTarget('packages/realtime', '@hygiene/realtime'),
  packageTarget('packages/fake-platform', '@hygiene/fake-platform'),
];

/** The host bundles the workspace packages from their sources (the `@hygiene/source` condition). */
const HOST: Target = {
  name: '@hygiene/host',
  output: 'apps/host/dist/index.html',
  inputs: [
    'apps/host/src',
    'apps/host/public',
    ...BUILD_INPUTS.map((file) => join('apps/host', file)),
    ...['ui', 'console', 'realtime', 'api-client'].map((p) => join('packages', p, 'src')),
  ],
};

/** The newest modification time under a path (0 when it does not exist). */
function newest(path: string): number {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

function isStale(target: Target): boolean {
  let built: number;
  try {
    built = statSync(join(root, target.output)).mtimeMs;
  } catch {
    return true;
  }
  return target.inputs.some((input) => newest(join(root, input)) > built);
}

function build(targets: Target[]): void {
  const stale = targets.filter(isStale);
  if (stale.length === 0) return;
  const names = stale.map((t) => t.name);
  console.log(`Building ${names.join(', ')} (missing or older than their sources) ...`);
  const started = performance.now();
  const result = spawnSync(
    'pnpm',
    [...names.flatMap((name) => ['--filter', name]), 'run', '--silent', 'build'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) {
    console.error(
      `Building ${names.join(', ')} failed (${String(result.error ?? result.status)}).`,
    );
    process.exit(result.status ?? 1);
  }
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

build(SANDBOX_PACKAGES);
if (process.argv.includes('--host')) build([HOST]);
