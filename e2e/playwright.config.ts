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
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A whole user journey per test. On two cores beside the pictures (./dev test runs both at
  // once) the longest took 57 s of the 60 s they had (locations, 2026-11-28), so they get 120 s;
  // each step still waits at most `expect.timeout`.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../.toolchain/reports/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // A fresh, reseeded sandbox in its own data folder, with a steady trickle of live events.
    command: `node --conditions=@hygiene/source --import tsx apps/sandbox/src/main.ts --port ${port} --reset --data-dir .toolchain/e2e-data --static-dir apps/host/dist --events-per-second 4`,
    cwd: '..',
    url: `${baseURL}/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
