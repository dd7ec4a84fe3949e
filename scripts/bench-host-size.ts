/**
 * Benchmark (prints numbers, not a test): builds the host and reports the gzipped size of
 * the JavaScript the first screen loads (the entry chunk and everything it imports
 * statically) and of the largest lazily loaded chunk. Target of issue 8: first screen at most
 * 150 kB gzipped.
 *
 *   ./dev bench:host-size            build, then measure
 *   ./dev bench:host-size --no-build measure the existing apps/host/dist
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
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');
const beforeSignIn = staticClosure(entryKey);
// The signed-in app (route table, hub, cache) loads right after sign-in, before any screen shows: it is part of the first
// routed screen, with the static imports of the screen chunk the landing route renders.
const routerKey = Object.keys(manifest).find((key) => key.endsWith('app/startApp.tsx'));
const firstScreen = new Set(beforeSignIn);
if (routerKey) for (const key of staticClosure(routerKey)) firstScreen.add(key);

const lazyChunks = Object.keys(manifest)
  .filter((key) => manifest[key]!.isDynamicEntry && key !== routerKey)
  .map((key) => {
    // What a navigation to this chunk adds on top of what is already loaded.
    const extra = [...staticClosure(key)].filter((k) => !firstScreen.has(k));
    return { key, bytes: sum(extra) };
  })
  .sort((a, b) => b.bytes - a.bytes);

console.log('\nHost bundle (gzip -9):');
console.log(
  `  before sign-in JS     ${kB(sum(beforeSignIn)).padStart(10)}  (config, partner gate, sign-in)`,
);
console.log(
  `  first screen JS       ${kB(sum(firstScreen)).padStart(10)}  (${firstScreen.size} chunks; target ≤ 150 kB)`,
);
for (const key of firstScreen)
  console.log(
    `    ${manifest[key]!.file.padEnd(44)} ${kB(gzipped(manifest[key]!.file)).padStart(10)}`,
  );
const largest = lazyChunks[0];
console.log(
  `  largest lazy chunk    ${largest ? `${kB(largest.bytes).padStart(10)}  (${largest.key})` : '      none'}`,
);
console.log(`  lazy chunks           ${String(lazyChunks.length).padStart(10)}`);
