import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Where `./dev sandbox` listens; the dev server forwards the platform's paths to it. */
const sandbox = process.env['SANDBOX_URL'] ?? 'http://127.0.0.1:8080';

/** Package code only a few screens share, kept out of the 'app' chunk (see below). */
const fewScreensOnly =
  /PagedPicker|features[\\/]locations[\\/]|routing[\\/]locationContext|Dialog[\\/]Dialog\.tsx/;

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
  // The manifest lets scripts/bench-host-size.ts tell what the first screen loads (budget: every
  // screen, loaded as the first one, at most 150 kB of gzipped JavaScript; `./dev test` checks).
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Fewer, larger chunks compress better: left alone, Rolldown cut the first screen into
        // ~20 small chunks, each gzipped apart. Two groups, measured with bench:host-size:
        codeSplitting: {
          groups: [
            {
              // The libraries every screen needs. SignalR and Floating UI stay out: they load on
              // demand (first hub start, first tooltip or dialog).
              name: 'vendor',
              test: (id) => /node_modules/.test(id) && !/signalr|floating-ui|tabbable/.test(id),
            },
            {
              // Our package code that two or more chunks share (the shell and the screens); what
              // one screen alone uses stays in that screen's chunk. What only a few screens share
              // keeps chunks of its own, so other first screens never pay for it: the paged picker
              // (the list screens), the locations feature and its route context (its six
              // screens), the dialog's loader (the device page's and the location dialogs).
              name: 'app',
              test: (id) =>
                /packages[\\/][a-z-]+[\\/]src[\\/]/.test(id) && !fewScreensOnly.test(id),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
