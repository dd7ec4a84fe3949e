/**
 * The example apps, where they are built and served, and the sandbox they talk to: read by
 * scripts/examples.ts (install and build) and playwright.config.ts (serve and try).
 */
export const EXAMPLES_DIR = '.toolchain/examples';
export const PLATFORM_PORT = 8093;
export const PLATFORM_URL = `http://localhost:${PLATFORM_PORT}`;

/**
 * Each app: its folder under examples/, where it is served, the environment of its build and
 * of its server, and whether its server renders the page (then its HTML must carry the kit's
 * styles).
 */
export const EXAMPLE_APPS = [
  {
    name: 'vite',
    origin: 'http://localhost:4175',
    serve: 'pnpm exec vite preview --host localhost --port 4175 --strictPort',
    buildEnv: (platform: string) => ({ VITE_PLATFORM_URL: platform }),
    serveEnv: {},
    serverRendered: false,
  },
  {
    name: 'next',
    origin: 'http://localhost:3005',
    serve: 'pnpm exec next start --hostname localhost --port 3005',
    buildEnv: (platform: string) => ({
      NEXT_PUBLIC_PLATFORM_URL: platform,
      NEXT_TELEMETRY_DISABLED: '1',
    }),
    serveEnv: { NEXT_TELEMETRY_DISABLED: '1' },
    serverRendered: true,
  },
  {
    // React Router's framework mode: server-rendered by its own Node server.
    name: 'react-router',
    origin: 'http://localhost:3006',
    serve: 'pnpm exec react-router-serve ./build/server/index.js',
    buildEnv: (platform: string) => ({ VITE_PLATFORM_URL: platform }),
    serveEnv: { HOST: 'localhost', PORT: '3006' },
    serverRendered: true,
  },
] as const;
