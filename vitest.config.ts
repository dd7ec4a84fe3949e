import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

import { chromiumArgs, chromiumExecutablePath } from './scripts/chromium.ts';
import {
  planStoryPicture,
  storyPictures,
  takeStoryPicture,
} from './scripts/visual/storyPictures.ts';

// Workspace packages resolve to their source through this export condition, so no test waits
// for a build (see the `exports` map of each package).
const sourceCondition = '@hygiene/source';

export default defineConfig({
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
  cacheDir: '.toolchain/cache/vite',
  test: {
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            // The host's build plugins (what goes into the app chunk).
            'apps/*/build/**/*.test.ts',
            // The visual review's comparison and its page's logic.
            'scripts/**/*.test.ts',
            '.storybook/**/*.test.ts',
          ],
          environment: 'node',
          // Most unit tests wait on timers and sockets (the sandbox's chaos, durability and
          // transport tests), not the cores: two files at once ran every unit test in 43 s
          // against 78 s with Vitest's default for two cores (one at a time, beside nothing).
          // Four took 28 s alone, but beside the story tests starved them: a CI run timed out a
          // 5 MB upload test, a hub reconnect and a story.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' }), storyPictures()],
        // The screens a Screens-at-a-glance story draws load on demand: transformed while the
        // first stories run, a glance story does not wait seconds for Vite on its first draw.
        server: {
          warmup: { clientFiles: ['./packages/console/src/features/*/routes/*Screen.tsx'] },
        },
        test: {
          name: 'storybook',
          // Each story's picture is taken when its test has passed, in the same render.
          setupFiles: ['.storybook/pictures/takePicture.ts'],
          // A story spends most of its time waiting (typing, timers, answers), so three story
          // files at once keep two cores busy: 134 s for every story against 198 s with the
          // default of one; four gained nothing more.
          maxWorkers: 3,
          // A time-out catches a story that hangs; it is not a speed check (Vitest's default for
          // browsers). The picture is taken in an afterEach hook, under the hook's own time-out.
          testTimeout: 15_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            commands: { planStoryPicture, takeStoryPicture },
          },
        },
      },
    ],
  },
});
