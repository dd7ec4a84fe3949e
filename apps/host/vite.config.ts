import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Where `./dev sandbox` listens; the dev server forwards the platform's paths to it. */
const sandbox = process.env['SANDBOX_URL'] ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@hygiene/source', ...defaultClientConditions] },
  cacheDir: '../../.toolchain/cache/vite-host',
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/config.json': sandbox,
      '/api': sandbox,
      '/realms': sandbox,
      '/hubs': { target: sandbox, ws: true },
    },
  },
  // The manifest lets scripts/bench-host-size.ts tell what the first screen loads.
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: (id) => /node_modules/.test(id) && !/signalr|floating-ui|tabbable/.test(id),
            },
          ],
        },
      },
    },
  },
});
