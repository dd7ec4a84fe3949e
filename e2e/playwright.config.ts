import { availableParallelism } from 'node:os';

import { defineConfig } from '@playwright/test';

import { chromiumArgs, chromiumExecutablePath } from '../scripts/chromium.ts';

/**
 * End-to-end: the built host served by the sandbox (real sign-in, real hub, real HTTP), driven
 * in Debian's Chromium. `./dev e2e` builds what it needs first; `./dev test` runs it last.
 */
const port = Number(process.env['E2E_PORT'] ?? 8091);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  // Journeys run side by side on the one sandbox: each creates what it changes under names of
  // its own, and the few that change what another reads run one after the other
  // (`test.describe.configure({ mode: 'default' })` in their spec).
  fullyParallel: true,
  // A worker per core: the journeys mostly keep Chromium busy. On two cores a third worker was
  // no faster beside other test runs, and stretched the longest journey from 27 s to 39 s.
  workers: availableParallelism(),
  // A failing test runs once more, recording its trace (below); a pass on that retry still
  // fails the run (./dev test counts it as failed: retries must not hide flakiness).
  retries: 1,
  // A whole user journey per test, signed in already (the setup project); each step still waits
  // at most `expect.timeout`.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.toolchain/reports/playwright.json' }]],
  use: {
    baseURL,
    // Recording a trace costs a fifth of the suite's time and CPU (measured on four specs: 75 s
    // and 58 CPU-s with 'retain-on-failure', 60 s and 45 CPU-s without), so only the retry of a
    // failed test records one: test-results/ holds it (`./dev pnpm exec playwright show-trace`).
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
  },
  projects: [
    // Each demo user signs in through the gate once; the specs reuse the kept browser state.
    { name: 'setup', testMatch: /\.setup\.ts$/, use: { browserName: 'chromium' } },
    { name: 'chromium', use: { browserName: 'chromium' }, dependencies: ['setup'] },
  ],
  webServer: {
    // A fresh, reseeded sandbox in its own data folder, with a steady trickle of live events;
    // the install wizard offers 'installed, not verified' after 5 s, not a site's 2 minutes.
    command: `node --conditions=@hygiene/source --import tsx apps/sandbox/src/main.ts --port ${port} --reset --data-dir .toolchain/e2e-data --static-dir apps/host/dist --events-per-second 4 --install-verification-timeout 5`,
    cwd: '..',
    url: `${baseURL}/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
