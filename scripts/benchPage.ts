import { rmSync } from 'node:fs';

import { chromium, type Browser, type Page } from 'playwright';
import { build, preview, type InlineConfig } from 'vite';

import { chromiumArgs, chromiumExecutablePath } from './chromium.ts';

export interface BenchPage {
  /** Where the built page is served (a free port on 127.0.0.1). */
  url: string;
  browser: Browser;
  /** Closes the browser and the server (and, for `openBenchPage`, removes the build). */
  close: () => Promise<void>;
}

/**
 * A folder that is already built (`viteConfig.build.outDir`), served on loopback, and Debian's
 * Chromium to open it in: what the benchmarks and the visual review's pictures need.
 */
export async function serveInChromium(viteConfig: InlineConfig): Promise<BenchPage> {
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
    },
  };
}

/**
 * What every browser benchmark needs: a production build of its page, served on loopback, and
 * Debian's Chromium to open it in. `viteConfig.build.outDir` is removed on close.
 */
export async function openBenchPage(viteConfig: InlineConfig): Promise<BenchPage> {
  await build(viteConfig);
  const page = await serveInChromium(viteConfig);
  return {
    ...page,
    close: async () => {
      await page.close();
      const outDir = viteConfig.build?.outDir;
      if (outDir) rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs `page` in as the sandbox's administrator the way a person does: the partner gate, the
 * sign-in page, back in the console (its app bar's 'Sign out' shows, on a phone too, where the
 * menu is folded).
 */
export async function signInAsAdministrator(page: Page, partner = 'demo') {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Partner name' }).pressSequentially(partner);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}
