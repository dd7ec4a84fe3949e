/**
 * Live-feed benchmark (prints numbers; not a test):
 *
 *   ./dev pnpm run bench:live-feed [--seconds=10] [--rate=1000] [--max=10,1000] [--runs=2]
 *                                  [--publish-every-ms=0]   (0: once per animation frame)
 *
 * Builds bench/page.tsx with Vite in production mode, serves it on 127.0.0.1, opens it in headless
 * Chromium and pushes `rate` hub messages a second for `seconds` into a mounted LiveFeed. Prints
 * long tasks over 50 ms, frame-time percentiles (requestAnimationFrame deltas) and the JS heap
 * before and after each run (after a forced garbage collection). The second run in the same page
 * shows whether memory keeps growing once the JIT and caches are warm.
 * `--max` takes one feed size or several (comma-separated): by default the spec's 10 and the
 * largest the console allows, 1,000 (issue 21), each in a fresh page.
 * Targets (issue 7): no long task, p95 frame <= 16.7 ms, heap flat.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';

// The bench is repository tooling, not package code: it launches Chromium exactly as the tests do.
// eslint-disable-next-line import-x/no-relative-packages
import { openBenchPage } from '../../../scripts/benchPage.ts';
import type { BenchOptions, BenchResult } from './page.tsx';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');

function argument(name: string, fallback: number): number {
  const match = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = match ? Number(match.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  return value;
}

const seconds = argument('seconds', 10);
const rate = argument('rate', 1000);
const maxes = (process.argv.find((arg) => arg.startsWith('--max='))?.split('=')[1] ?? '10,1000')
  .split(',')
  .map(Number);
if (maxes.some((value) => !Number.isSafeInteger(value) || value < 0 || value > 1000)) {
  throw new Error('--max must be feed sizes from 0 to 1000, comma-separated');
}
const runs = Math.max(1, argument('runs', 2));
const publishEveryMs = argument('publish-every-ms', 0);

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

const outDir = mkdtempSync(join(tmpdir(), 'live-feed-bench-'));
const viteConfig = {
  root: here,
  configFile: false as const,
  logLevel: 'warn' as const,
  mode: 'production',
  cacheDir: join(repoRoot, '.toolchain/cache/vite-bench'),
  plugins: [react()],
  resolve: {
    conditions: ['@hygiene/source', ...defaultClientConditions],
    // React's profiling build: production speed, but <Profiler> still reports commit times.
    alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }],
  },
  build: { outDir, emptyOutDir: true },
};

const { url, browser, close } = await openBenchPage(viteConfig);

try {
  for (const max of maxes) await benchFeedSize(max);
} finally {
  await close();
}

async function benchFeedSize(max: number) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  const heapAfterGc = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };

  await page.goto(`${url}?max=${max}&publishEveryMs=${publishEveryMs}`);
  await page.waitForFunction(() => typeof window.runLiveFeedBench === 'function');
  await page.waitForTimeout(1000);
  const heapAtStart = await heapAfterGc();
  console.log(
    `live-feed benchmark: ${rate} events/s for ${seconds} s, feed size ${max}, publish ${publishEveryMs > 0 ? `every ${publishEveryMs} ms` : 'once per frame'}, ${runs} run(s) in one page, Chromium headless`,
  );
  console.log(`  JS heap after GC before the first run: ${mb(heapAtStart)}`);

  let heapBefore = heapAtStart;
  for (let run = 1; run <= runs; run += 1) {
    // Heap without forced GC, once a second, to see whether it climbs during the run.
    const samples: number[] = [];
    const sampler = setInterval(() => {
      cdp
        .send('Runtime.getHeapUsage')
        .then(({ usedSize }) => samples.push(usedSize))
        .catch(() => undefined);
    }, 1000);
    const options: BenchOptions = { durationMs: seconds * 1000, eventsPerSecond: rate };
    const result: BenchResult = await page.evaluate((o) => window.runLiveFeedBench(o), options);
    clearInterval(sampler);
    const heapAfter = await heapAfterGc();

    // The first frames after a start are warm-up.
    const frames = result.frameDeltasMs.slice(5);
    const longTasks = result.longTasksMs.filter((duration) => duration > 50);
    const batches = result.producerBatchesMs;
    const commits = result.renderCommitsMs;
    const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
    console.log(`run ${run}: ${result.eventsSent} events`);
    console.log(
      `  long tasks > 50 ms:    ${longTasks.length}${longTasks.length ? ` (${longTasks.map(ms).join(', ')})` : ''}`,
    );
    console.log(
      `  frame time (rAF):      p50 ${ms(percentile(frames, 50))}, p95 ${ms(percentile(frames, 95))}, p99 ${ms(percentile(frames, 99))}, max ${ms(Math.max(...frames))} over ${frames.length} frames`,
    );
    console.log(
      `  store publishes:       ${result.storePublishes}; rows shown at the end: ${result.rowsShown}`,
    );
    console.log(
      `  hub messages -> store: ${ms(sum(batches))} in all, max ${ms(Math.max(...batches))} per 10 ms batch`,
    );
    console.log(
      `  React commits:         ${commits.length}, ${ms(sum(commits))} in all, p95 ${ms(percentile(commits, 95))}, max ${ms(Math.max(...commits))}`,
    );
    console.log(
      `  JS heap after GC:      ${mb(heapAfter)} (${heapAfter >= heapBefore ? '+' : ''}${mb(heapAfter - heapBefore)} over the run)` +
        (samples.length
          ? `; during the run ${mb(Math.min(...samples))} to ${mb(Math.max(...samples))} without GC`
          : ''),
    );
    heapBefore = heapAfter;
  }
  await page.close();
}
