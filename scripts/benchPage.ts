import { rmSync } from 'node:fs';

import { chromium, type Browser } from 'playwright';
import { build, preview, type InlineConfig } from 'vite';

import { chromiumArgs, chromiumExecutablePath } from './chromium.ts';

export interface BenchPage {
  /** Where the built page is served (a free port on 127.0.0.1). */
  url: string;
  browser: Browser;
  /** Closes the browser and the server, and removes the build. */
  close: () => Promise<void>;
}

/**
 * What every browser benchmark needs: a production build of its page, served on loopback, and
 * Debian's Chromium to open it in. `viteConfig.build.outDir` is removed on close.
 */
export async function openBenchPage(viteConfig: InlineConfig): Promise<BenchPage> {
  await build(viteConfig);
  const server = await preview({ ...viteConfig, preview: { host: '127.0.0.1', port: 0 } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('preview server has no URL');
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath,
    args: chromiumArgs,
    headless: true,
  });
  return {
    url,
    browser,
    close: async () => {
      await browser.close();
      await new Promise<void>((done) => server.httpServer.close(() => done()));
      const outDir = viteConfig.build?.outDir;
      if (outDir) rmSync(outDir, { recursive: true, force: true });
    },
  };
}
