import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { defaultClientConditions, defineConfig } from 'vite';

import { appChunk } from './build/appChunk';
import { precompress } from './build/precompress';
import { webApp } from './build/webApp';

/**
 * Where `./dev sandbox --dev-origins` listens (without the flag it refuses this dev server's origin
 * for CORS and sign-in redirects); the dev server forwards the platform's paths to it.
 */
const sandbox = process.env['SANDBOX_URL'] ?? 'http://127.0.0.1:8080';

/**
 * The build's version for the on-prem page: the host's package version and, when built from a
 * git checkout, the commit, e.g. '0.0.0+f96a011'.
 */
function consoleVersion(): string {
  const { version } = JSON.parse(
    readFileSync(new URL('package.json', import.meta.url), 'utf8'),
  ) as {
    version: string;
  };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
    }).trim();
    return commit ? `${version}+${commit}` : version;
  } catch {
    return version;
  }
}

const app = appChunk();

/** Lazy parts drawn after the first paint that need not be preloaded (below). */
const NOT_URGENT = /NotificationBell|MaintenanceIndicator|NoTenantAccess/;

export default defineConfig({
  plugins: [
    react(),
    app.plugin,
    webApp({
      hostCatalogue: new URL('src/locales/nb.po', import.meta.url),
      consoleCatalogue: new URL('../../packages/console/src/locales/nb.po', import.meta.url),
    }),
    precompress(),
  ],
  define: { __CONSOLE_VERSION__: JSON.stringify(consoleVersion()) },
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
    modulePreload: {
      polyfill: false,
      // The app bar's bell (issue 50) and maintenance indicator are drawn after the first paint
      // and are not urgent, nor is the page for a tenant the platform refuses: their chunks bring
      // their own imports when they load, rather than every first screen listing them to preload.
      resolveDependencies: (filename, deps) => (NOT_URGENT.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // Every screen's first paint carries the list of each lazy chunk's file (Vite's preload
        // map, in `app`): names made it 1 kB gzipped heavier (measured with bench:host-size,
        // 149,949 against 148,920 bytes). So a chunk is its hash; the manifest and the source maps
        // still say which modules each holds. The shared groups and the parts matched below keep
        // their names.
        chunkFileNames: (chunk) =>
          /^(vendor|app)$/.test(chunk.name) || NOT_URGENT.test(chunk.name)
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash].js',
        // Fewer, larger chunks compress better: left alone, Rolldown cut the first screen into
        // ~20 small chunks, each gzipped apart. Two groups, measured with bench:host-size:
        codeSplitting: {
          groups: [
            {
              // The libraries every screen needs. SignalR and Floating UI stay out: they load on
              // demand (first hub start, first tooltip or dialog); so does react-hook-form, which
              // only the form screens (users) load, and qr-scanner, which only the scanner loads
              // where the browser reads no QR codes itself (issue 51).
              name: 'vendor',
              test: (id) =>
                /node_modules/.test(id) &&
                !/signalr|floating-ui|tabbable|react-hook-form|qr-scanner/.test(id),
            },
            {
              // What the first paint runs and what many screens share (build/appChunk.ts).
              name: 'app',
              test: app.test,
            },
          ],
        },
      },
    },
  },
});
