/**
 * The example apps (examples/README.md): another team's Vite app and Next.js App Router app,
 * each installing the published packages from their packed tarballs (not the workspace links),
 * built, then tried in Chromium against the sandbox (examples/playwright.config.ts).
 *
 *   ./dev examples            pack, install, build both apps and run their tests
 *   ./dev examples --no-test  the same without the tests (then `pnpm start` / `pnpm preview` in
 *                             .toolchain/examples/<app> serves one by hand)
 *
 * Needs the packages built (`pnpm run build`; `./dev test` runs it first). The apps are built
 * in copies under .toolchain/examples/, so no install or build output lands in the sources.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { EXAMPLE_APPS, EXAMPLES_DIR, PLATFORM_URL } from '../examples/apps.ts';

/** The packages an embedding app installs. */
const PUBLISHED = ['api-client', 'ui', 'realtime'] as const;
const PACKS_DIR = join(EXAMPLES_DIR, 'packs');

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`examples: '${command} ${args.join(' ')}' in ${cwd} failed`);
    process.exit(result.status ?? 1);
  }
}

/** Each published package as the registry would get it: `pnpm pack` rewrites workspace ranges. */
function pack(): Record<string, string> {
  rmSync(PACKS_DIR, { recursive: true, force: true });
  mkdirSync(PACKS_DIR, { recursive: true });
  const tarballs: Record<string, string> = {};
  for (const name of PUBLISHED) {
    run('pnpm', ['pack', '--pack-destination', resolve(PACKS_DIR)], join('packages', name));
  }
  for (const file of readdirSync(PACKS_DIR)) {
    const name = PUBLISHED.find((each) => file.startsWith(`hygiene-${each}-`));
    if (name) tarballs[`@hygiene/${name}`] = `file:${resolve(PACKS_DIR, file)}`;
  }
  return tarballs;
}

/**
 * Each app's `Embedded.tsx` links to examples/shared/: its copy holds the file itself, so the
 * app's bundler resolves its imports from the app's own node_modules. (`cpSync`'s `dereference`
 * does not reach links inside the folder it copies.)
 */
function keepLinkedFiles(dir: string) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isSymbolicLink()) continue;
    const path = join(entry.parentPath, entry.name);
    const content = readFileSync(path);
    rmSync(path);
    writeFileSync(path, content);
  }
}

/** A fresh copy of the app with the tarballs as dependencies, installed and built. */
function prepare(app: (typeof EXAMPLE_APPS)[number], tarballs: Record<string, string>) {
  const started = Date.now();
  const dir = join(EXAMPLES_DIR, app.name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(join('examples', app.name), dir, { recursive: true });
  keepLinkedFiles(dir);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    pnpm?: { overrides: Record<string, string> };
  };
  manifest.dependencies = { ...manifest.dependencies, ...tarballs };
  // The packages depend on each other by version (0.0.0 until a release): not in the registry.
  manifest.pnpm = { overrides: tarballs };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // A clean app's install, outside the workspace: a peer the app does not satisfy fails it.
  run(
    'pnpm',
    [
      'install',
      '--ignore-workspace',
      '--config.lockfile=false',
      '--config.strict-peer-dependencies=true',
      '--config.auto-install-peers=false',
      '--reporter=append-only',
    ],
    dir,
  );
  run('pnpm', ['run', 'build'], dir, app.buildEnv(PLATFORM_URL));
  console.log(
    `examples: ${app.name} installed and built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const { values } = parseArgs({ options: { 'no-test': { type: 'boolean', default: false } } });
const tarballs = pack();
for (const app of EXAMPLE_APPS) prepare(app, tarballs);
if (!values['no-test']) {
  run('pnpm', ['exec', 'playwright', 'test', '-c', 'examples/playwright.config.ts'], '.');
}
