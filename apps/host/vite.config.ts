import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { defaultClientConditions, defineConfig } from 'vite';

import { LIVE_FEED, NOT_IN_APP, REALTIME_TEXTS, ROLES } from './build/chunkGroups';
import { precompress } from './build/precompress';

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

export default defineConfig({
  plugins: [react(), precompress()],
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
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Fewer, larger chunks compress better: left alone, Rolldown cut the first screen into
        // ~20 small chunks, each gzipped apart. Two groups, measured with bench:host-size:
        codeSplitting: {
          groups: [
            {
              // The libraries every screen needs. SignalR and Floating UI stay out: they load on
              // demand (first hub start, first tooltip or dialog); so does react-hook-form, which
              // only the form screens (users) load.
              name: 'vendor',
              test: (id) =>
                /node_modules/.test(id) && !/signalr|floating-ui|tabbable|react-hook-form/.test(id),
            },
            {
              // Our package code that two or more chunks share (the shell and the screens); what
              // one screen alone uses stays in that screen's chunk. What serves only a few
              // screens keeps chunks of its own (NOT_IN_APP).
              name: 'app',
              test: (id) =>
                /packages[\\/][a-z-]+[\\/]src[\\/]/.test(id) &&
                !NOT_IN_APP.some((pattern) => pattern.test(id)),
              minShareCount: 2,
            },
            {
              // realtime's texts, before the live feed's group: that group takes its modules'
              // imports along, and the screens that show the connection state need only these.
              name: 'realtimeTexts',
              test: (id) => REALTIME_TEXTS.some((pattern) => pattern.test(id)),
            },
            {
              // The live feed's state (store, first page, event validation) in one chunk: the
              // screens with a feed load it with the real-time client, after the first paint.
              name: 'liveFeed',
              test: (id) => LIVE_FEED.some((pattern) => pattern.test(id)),
            },
            {
              // The roles table and what reads it (NOT_IN_APP), in one chunk: the menu, the
              // offered buttons and the gated screens all wait for the same request.
              name: 'roles',
              test: (id) => ROLES.some((pattern) => pattern.test(id)),
            },
          ],
        },
      },
    },
  },
});
