import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';

import {
  describe,
  findInPage,
  serialise,
  STEP_TIMEOUT_MS,
  type EngineElement,
  type EnginePage,
  type Query,
  settled,
} from './page.ts';

export const FIREFOX_PATH = process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr';

/**
 * Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core (no geckodriver, no
 * download), in a profile of its own that is removed afterwards.
 */
export async function openFirefox(baseUrl: string, locale: string): Promise<EnginePage> {
  const profile = mkdtempSync(join(tmpdir(), 'e2e-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    userDataDir: profile,
    extraPrefsFirefox: {
      'intl.accept_languages': locale,
      'intl.locale.requested': locale,
      // The machine's network is closed: no update, telemetry or captive-portal checks.
      'network.captive-portal-service.enabled': false,
      'app.update.enabled': false,
    },
  });
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await page.setViewport({ width: 1280, height: 900 });
  const url = (path: string) => new URL(path, baseUrl).href;

  const find = async (query: Query, timeoutMs = STEP_TIMEOUT_MS) => {
    try {
      const handle = await page.waitForFunction(
        `(${findInPage})(${JSON.stringify(serialise(query))})`,
        {
          timeout: timeoutMs,
          polling: 100,
        },
      );
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) throw new Error('not an element');
      return element;
    } catch (error) {
      throw new Error(
        `Firefox: no ${describe(query)} within ${timeoutMs} ms (${await page.url()})`,
        {
          cause: error,
        },
      );
    }
  };

  return {
    engine: 'firefox',
    goto: async (path) => {
      await page.goto(url(path), { waitUntil: 'load' });
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' });
    },
    path: async () => {
      const at = new URL(page.url());
      return at.pathname + at.search;
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    evaluate: <T>(script: string, arg?: unknown) => evaluateIn<T>(page, script, arg),
    find: async (query, timeoutMs) => elementOf(await find(query, timeoutMs)),
    gone: async (query, timeoutMs = STEP_TIMEOUT_MS) => {
      await page
        .waitForFunction(`!(${findInPage})(${JSON.stringify(serialise(query))})`, {
          timeout: timeoutMs,
          polling: 100,
        })
        .catch((error: unknown) => {
          throw new Error(`Firefox: ${describe(query)} still there after ${timeoutMs} ms`, {
            cause: error,
          });
        });
    },
    clickAt: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key as Parameters<Page['keyboard']['press']>[0]),
    consoleErrors: () => [...errors],
    failedResponses: () => [...failed],
    close: async () => {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

function evaluateIn<T>(page: Page, script: string, arg?: unknown): Promise<T> {
  const body = arg === undefined ? script : `(${script})(${JSON.stringify(arg)})`;
  return page.evaluate(body) as Promise<T>;
}

function elementOf(element: ElementHandle<Element>): EngineElement {
  return {
    click: async () => {
      await element.scrollIntoView();
      await element.evaluate(settled);
      await element.click();
    },
    fill: async (text) => {
      await element.evaluate((el) => (el as HTMLInputElement).select());
      await element.type(text);
    },
    upload: async (filePath) => {
      await (element as ElementHandle<HTMLInputElement>).uploadFile(filePath);
    },
    focus: () => element.focus(),
    text: () => element.evaluate((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()),
  };
}
