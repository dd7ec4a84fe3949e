/**
 * Device-list benchmark (prints numbers; not a test):
 *
 *   ./dev pnpm --filter @hygiene/console bench [--runs=5]
 *
 * Builds bench/page.tsx with Vite in production mode, serves it on 127.0.0.1, opens it in headless
 * Chromium with the fake platform scaled to 10,000 devices in demo, and times (a) navigation to a
 * list page with a cold cache and (b) a filter change through the filter's select, each until the
 * new rows are in the DOM and the next frame. Target (issue 9): under 200 ms each.
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
import type { Timing } from './page.tsx';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');
const TARGET_MS = 200;

const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const runs = Math.max(1, Number(runsArg?.split('=')[1] ?? 5) || 5);

const outDir = mkdtempSync(join(tmpdir(), 'device-list-bench-'));
const viteConfig = {
  root: here,
  configFile: false as const,
  logLevel: 'warn' as const,
  mode: 'production',
  cacheDir: join(repoRoot, '.toolchain/cache/vite-bench-console'),
  plugins: [react()],
  resolve: { conditions: ['@hygiene/source', ...defaultClientConditions] },
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
};

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const line = (name: string, timings: readonly Timing[]) => {
  const paint = timings.map((t) => t.toPaintMs);
  const verdict = median(paint) < TARGET_MS ? 'under' : 'OVER';
  console.log(
    `${name}: median to paint ${ms(median(paint))} (${verdict} ${TARGET_MS} ms); ` +
      `to DOM ${ms(median(timings.map((t) => t.toDomMs)))}; max to paint ${ms(Math.max(...paint))}; ` +
      `last-event cells filled ${ms(median(timings.map((t) => t.toLastEventsMs)))}`,
  );
  console.log(`  runs (to paint): ${paint.map(ms).join(', ')}; rows ${timings[0]?.rows}`);
};

const { url, browser, close } = await openBenchPage(viteConfig);

try {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(() => typeof window.deviceListBench === 'object');
  const setupMs = await page.evaluate(() => window.deviceListBench.setupMs);
  const total = await page.evaluate(() => window.deviceListBench.totalDevices());
  console.log(
    `device-list benchmark: ${total} devices in demo (fake platform built in ${ms(setupMs)}), ${runs} runs, Chromium headless, production build`,
  );
  // Warm-up: the first render loads the code paths once; real users have them cached too.
  await page.evaluate(() => window.deviceListBench.navigate('/demo/devices'));

  const navigations: Timing[] = [];
  for (let run = 1; run <= runs; run += 1) {
    navigations.push(
      await page.evaluate(
        (p) => window.deviceListBench.navigate(`/demo/devices?page=${p}`),
        run * 7,
      ),
    );
  }
  line('navigation -> rendered list page (cold cache)', navigations);

  const filters: Timing[] = [];
  for (let run = 1; run <= runs; run += 1) {
    await page.evaluate(() => window.deviceListBench.navigate('/demo/devices'));
    filters.push(await page.evaluate(() => window.deviceListBench.changeFilter('Power', 'false')));
    filters.push(await page.evaluate(() => window.deviceListBench.changeFilter('Power', 'true')));
  }
  line('filter change -> updated page', filters);
} finally {
  await close();
}
