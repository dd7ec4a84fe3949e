import { chromium, expect, test } from '@playwright/test';

import { chromiumArgs, chromiumExecutablePath } from '../scripts/chromium.ts';
import { fakeCameraArgs, writeQrVideo } from './qrVideo';
import { signedInAs, storageStateOf } from './signIn';

const SERIAL = 'HDP2-10001';

/**
 * Issue 51: an installer on a phone scans the dispenser's QR code. Chromium's fake camera plays
 * a video of the code the platform prints for the dispenser (`/devices/{serial}`); Chromium on
 * Linux has no `BarcodeDetector` backend, so this is the path of every iPhone: qr-scanner,
 * fetched on demand, decoding in its worker under the console's Content-Security-Policy.
 */
test('scan: Home’s “Scan a dispenser” reads the dispenser’s code with the camera and opens its entry page', async ({
  baseURL,
}, testInfo) => {
  const video = testInfo.outputPath('dispenser-qr.y4m');
  writeQrVideo(`/devices/${SERIAL}`, video);
  // A browser of its own: the fake camera is chosen when Chromium starts.
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath,
    args: [...chromiumArgs, ...fakeCameraArgs(video)],
  });
  try {
    const context = await browser.newContext({
      baseURL: baseURL!,
      storageState: storageStateOf('installer'),
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      permissions: ['camera'],
    });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/demo/lander');
    await page.getByRole('link', { name: 'Scan a dispenser' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scan a dispenser' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/demo/devices/${SERIAL}$`));
    await expect(page.getByRole('link', { name: `Install ${SERIAL}` })).toBeVisible();
    expect(refused).toEqual([]);
  } finally {
    await browser.close();
  }
});

/** Width and height of a PNG, read from its header. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/**
 * Issue 51: the console can be added to a phone's home screen: Chromium finds nothing missing
 * for installing it (what Lighthouse's installability audit asks the browser), the manifest and
 * its icons are served, in Bokmål for a Bokmål console, and the icon's shortcut opens the
 * scanner through the partner gate.
 */
test.describe('the installable web app', () => {
  test.use(signedInAs('installer'));

  test('Chromium can install it; its manifest, icons and the scanner shortcut, in both languages', async ({
    page,
    baseURL,
  }, testInfo) => {
    // Chromium never offers installing from an incognito-like context, which a test's is: a
    // browser with a profile of its own asks, on the first page anyone sees (the gate's).
    const profile = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      executablePath: chromiumExecutablePath,
      args: chromiumArgs,
      baseURL: baseURL!,
    });
    try {
      const first = profile.pages()[0] ?? (await profile.newPage());
      const cdp = await profile.newCDPSession(first);
      const missing = async () =>
        (
          (await cdp.send('Page.getInstallabilityErrors')) as {
            installabilityErrors: { errorId: string }[];
          }
        ).installabilityErrors.map((e) => e.errorId);
      // The check answers: a page of the sandbox's own, without a manifest, is not installable.
      await first.goto('/sandbox/inbox');
      expect(await missing()).toContain('no-manifest');
      await first.goto('/');
      await expect(first.getByRole('heading', { name: 'Enter the partner name' })).toBeVisible();
      expect(await missing()).toEqual([]);
    } finally {
      await profile.close();
    }

    await page.goto('/demo/lander');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const manifestLink = page.locator('link[rel="manifest"]');
    await expect(manifestLink).toHaveAttribute('href', '/manifest.webmanifest');
    const answer = await page.request.get('/manifest.webmanifest');
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as {
      name: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Hygiene console', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body()).join('x')).toBe(icon.sizes);
    }
    expect(manifest.shortcuts).toEqual([
      expect.objectContaining({ name: 'Scan a dispenser', url: '/devices/scan' }),
    ]);

    // In Bokmål the home screen says it in Bokmål.
    await page.getByRole('button', { name: 'Norsk' }).click();
    await expect(manifestLink).toHaveAttribute('href', '/manifest.nb.webmanifest');
    const norwegian = (await (await page.request.get('/manifest.nb.webmanifest')).json()) as {
      name: string;
      lang: string;
      shortcuts: { name: string }[];
    };
    expect(norwegian).toMatchObject({ name: 'Hygienekonsoll', lang: 'nb' });
    expect(norwegian.shortcuts[0]?.name).toBe('Skann en dispenser');
    await page.getByRole('button', { name: 'English' }).click();

    // The shortcut: no tenant in it, the partner gate adds the stored one.
    await page.goto('/devices/scan');
    await expect(page).toHaveURL(/\/demo\/devices\/scan$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Scan a dispenser' })).toBeVisible();
  });
});
