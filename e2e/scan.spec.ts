import { chromium, expect, test } from '@playwright/test';

import { chromiumArgs, chromiumExecutablePath } from '../scripts/chromium.ts';
import { writeQrVideo } from './qrVideo';
import { storageStateOf } from './signIn';

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
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
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
