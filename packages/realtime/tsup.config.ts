import { defineConfig } from 'tsup';

import { markClientModules } from '../../scripts/build/markClientModules.ts';

// ESM + .d.ts for publishing; dependencies and peers stay external (tsup's default).
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  // Server components import the package; its React modules are the client boundary (issue 32).
  onSuccess: async () => {
    markClientModules('dist');
  },
});
