import { defineConfig } from '@playwright/test';

import { chromiumArgs, chromiumExecutablePath } from '../scripts/chromium.ts';
import { EXAMPLE_APPS, EXAMPLES_DIR, PLATFORM_PORT, PLATFORM_URL } from './apps.ts';

/**
 * The example apps, built by scripts/examples.ts, each served by its own server and tried in
 * Debian's Chromium against a sandbox that allows their origins (`--allow-origin`).
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'examples.spec.ts',
  outputDir: '../test-results/examples',
  fullyParallel: false,
  workers: 1,
  // A failing test runs once more, recording its trace (below); a pass on that retry still
  // fails the run (./dev test counts it as failed: retries must not hide flakiness).
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../.toolchain/reports/playwright-examples.json' }]],
  use: {
    // Recording a trace costs a fifth of the suite's time and CPU (measured on four specs: 75 s
    // and 58 CPU-s with 'retain-on-failure', 60 s and 45 CPU-s without), so only the retry of a
    // failed test records one: test-results/ holds it (`./dev pnpm exec playwright show-trace`).
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: [
        'node --conditions=@hygiene/source --import tsx apps/sandbox/src/main.ts',
        `--port ${PLATFORM_PORT} --reset --data-dir .toolchain/examples-data --events-per-second 4`,
        ...EXAMPLE_APPS.map((app) => `--allow-origin ${app.origin}`),
      ].join(' '),
      cwd: '..',
      url: `${PLATFORM_URL}/config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...EXAMPLE_APPS.map((app) => ({
      command: app.serve,
      cwd: `../${EXAMPLES_DIR}/${app.name}`,
      url: app.origin,
      env: app.serveEnv,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
  ],
});
