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
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../.toolchain/reports/playwright-examples.json' }]],
  use: {
    trace: 'retain-on-failure',
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
