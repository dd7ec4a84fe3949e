/**
 * Builds the review page into the static Storybook (`storybook-static/visual-review/`), after
 * `storybook build`: `pnpm run build-storybook` does both. The last story test run's report and
 * pictures (`REVIEW_DIR`) are copied beside it. Relative URLs, so it opens from any static
 * server and any path the Storybook is hosted under.
 */
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

import { REVIEW_DIR } from './report.ts';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  // The kit from its source, as Storybook takes it.
  resolve: { conditions: ['@hygiene/source', ...defaultClientConditions] },
  logLevel: 'warn',
  publicDir: `../../${REVIEW_DIR}`,
  build: {
    outDir: '../../storybook-static/visual-review',
    emptyOutDir: true,
    reportCompressedSize: false,
  },
});
