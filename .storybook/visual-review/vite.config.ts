/**
 * Builds the review page into the static Storybook (`storybook-static/visual-review/`), after
 * `storybook build`: `pnpm run build-storybook` does both. Relative URLs, so it opens from any
 * static server and any path the Storybook is hosted under.
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
  build: {
    outDir: `../../${REVIEW_DIR}`,
    emptyOutDir: true,
    reportCompressedSize: false,
  },
});
