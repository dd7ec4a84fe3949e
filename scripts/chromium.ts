/**
 * How every browser test here launches Chromium. Playwright cannot download its own browser on
 * our machines, so we drive Debian's `chromium` (./dev installs it). The flags are the ones that
 * work as root in a closed network: without the background-networking ones Chromium keeps
 * trying to reach Google and gets refused.
 */
export const chromiumExecutablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
