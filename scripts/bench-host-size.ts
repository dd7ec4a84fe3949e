/**
 * Benchmark (prints numbers, not a test): builds the host and reports the gzipped size of the
 * JavaScript loaded before sign-in (with the signed-in shell), and of each screen as the first one
 * (shell + the screen chunk + what it imports statically), and what loads on demand. Target of
 * issue 8: first screen at most 150 kB gzipped.
 *
 *   ./dev bench:host-size            build, then measure
 *   ./dev bench:host-size --no-build measure the existing apps/host/dist
 *   ... --budget                     also fail (exit 1) when a first screen is over the target;
 *                                    `./dev test` runs it so a regression cannot land unseen
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Issue 8: the JavaScript of the first screen, gzipped, whichever screen that is. */
const FIRST_SCREEN_BUDGET_BYTES = 150_000;

const hostDir = join('apps', 'host');
const distDir = join(hostDir, 'dist');

if (!process.argv.includes('--no-build')) {
  execFileSync('pnpm', ['--filter', '@hygiene/host', 'run', 'build'], { stdio: 'inherit' });
}

const manifest = JSON.parse(
  readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;
const gzipped = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;

/** A chunk and everything it imports statically: what loads before it can run. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const sum = (keys: Iterable<string>) =>
  [...keys].reduce((total, key) => total + gzipped(manifest[key]!.file), 0);
// kB as Vite and size-limit print them: 1,000 bytes.
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');
// The signed-in app (route table, shell, cache) ships with the entry (apps/host/README.md), so
// what loads before sign-in is also the shell every first screen starts from.
const shell = staticClosure(entryKey);

// Any screen can be the first one (a bookmark, a scanned device link, `/` going to the dashboard),
// so each screen chunk is measured as the first: the shell plus what the screen imports statically.
const screens = Object.keys(manifest)
  .filter((key) => manifest[key]!.isDynamicEntry && key.endsWith('Screen.tsx'))
  .map((key) => {
    const chunks = new Set([...shell, ...staticClosure(key)]);
    return { name: key.replace(/^.*\//, '').replace(/\.tsx$/, ''), chunks, bytes: sum(chunks) };
  })
  .sort((a, b) => b.bytes - a.bytes);
const heaviest = screens[0];
if (!heaviest) throw new Error('The manifest has no lazily loaded screen.');

// Chunks no screen imports statically, loaded on demand (the hub client once the app is up, the
// partner gate, the config error page, a location trail), with what they add to the shell.
const loadedLater = Object.keys(manifest)
  .filter(
    (key) =>
      manifest[key]!.isDynamicEntry &&
      !key.endsWith('Screen.tsx') &&
      !screens.some((s) => s.chunks.has(key)),
  )
  .map((key) => ({
    key,
    bytes: sum([...staticClosure(key)].filter((chunk) => !shell.has(chunk))),
  }));

console.log('\nHost bundle (gzip -9):');
console.log(
  `  before sign-in JS     ${kB(sum(shell)).padStart(10)}  (config, gate rule, sign-in, the shell; ${shell.size} chunks)`,
);
console.log(`  first screen JS, each screen as the first one (target ≤ 150 kB):`);
for (const screen of screens)
  console.log(`    ${screen.name.padEnd(30)} ${kB(screen.bytes).padStart(10)}`);
console.log(
  `  heaviest first screen ${kB(heaviest.bytes).padStart(10)}  (${heaviest.name}, ${heaviest.chunks.size} chunks, ${heaviest.bytes.toLocaleString('en')} bytes: ${(FIRST_SCREEN_BUDGET_BYTES - heaviest.bytes).toLocaleString('en')} to spare):`,
);
for (const key of heaviest.chunks)
  console.log(
    `    ${manifest[key]!.file.padEnd(44)} ${kB(gzipped(manifest[key]!.file)).padStart(10)}`,
  );
for (const { key, bytes } of loadedLater)
  console.log(`  loaded on demand      ${kB(bytes).padStart(10)}  (${key})`);

if (process.argv.includes('--budget')) {
  const over = screens.filter((screen) => screen.bytes > FIRST_SCREEN_BUDGET_BYTES);
  for (const screen of over)
    console.error(
      `  over budget: ${screen.name} as the first screen loads ${kB(screen.bytes)}, more than ${kB(FIRST_SCREEN_BUDGET_BYTES)}`,
    );
  if (over.length > 0) process.exit(1);
  console.log(`  every first screen within ${kB(FIRST_SCREEN_BUDGET_BYTES)}`);
}
