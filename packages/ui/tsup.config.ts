import { copyFileSync } from 'node:fs';

import { defineConfig } from 'tsup';

import { markClientModules } from '../../scripts/build/markClientModules.ts';

// ESM + .d.ts for publishing; dependencies and peers stay external (tsup's default).
// Every component folder is an entry too, so code splitting puts each component in its own chunk:
// as `sideEffects` names only the fonts entry, a consumer's bundler drops whole chunks it does
// not use, even though styled-components' top-level `styled.x` calls are not marked pure.
export default defineConfig({
  entry: ['src/index.ts', 'src/fonts.ts', 'src/*/index.ts'],
  format: ['esm'],
  splitting: true,
  dts: { entry: ['src/index.ts', 'src/fonts.ts'] },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  // Server components import the package; its React modules are the client boundary (issue 32).
  // The typeface's stylesheet ships as it is (`@hygiene/ui/fonts.css`).
  onSuccess: async () => {
    markClientModules('dist');
    copyFileSync('src/fonts.css', 'dist/fonts.css');
  },
});
