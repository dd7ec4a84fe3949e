import { defineConfig } from 'tsup';

// ESM + .d.ts for publishing; dependencies and peers stay external (tsup's default).
export default defineConfig({
  entry: ['src/index.ts', 'src/answerSchemas.ts', 'src/requestBodies.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
});
