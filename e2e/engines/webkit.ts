import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { remote } from 'webdriverio';

import {
  describe,
  findInPage,
  serialise,
  STEP_TIMEOUT_MS,
  type EngineElement,
  type EnginePage,
  type Query,
  settledInPage,
} from './page.ts';

/** WebKitGTK's own small browser, which WebKitWebDriver drives (Debian's webkit2gtk-driver). */
export const MINIBROWSER_PATH =
  process.env['MINIBROWSER_PATH'] ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The W3C WebDriver key of an element in an answer. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

type ElementReference = { [ELEMENT_KEY]: string };

/**
 * WebKitGTK (the Safari engine family) over WebDriver: Debian's WebKitWebDriver in a virtual
 * display of its own (xvfb-run), driven by WebdriverIO. WebKitGTK is not iPhone Safari: no touch,
 * no iOS user agent (docs/DEVELOPING.md, "Other engines").
 */
export async function openWebKit(baseUrl: string, locale: string): Promise<EnginePage> {
  const home = mkdtempSync(join(tmpdir(), 'e2e-webkit-'));
  // MiniBrowser's toolbar keeps its window at least 447 px wide; without GTK's minimum sizes the
  // page can be a phone's 360 px.
  mkdirSync(join(home, 'gtk-3.0'), { recursive: true });
  writeFileSync(
    join(home, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; }\n',
  );
  const port = await freePort();
  const driver = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1200x24', 'WebKitWebDriver', `--port=${port}`],
    {
      stdio: 'ignore',
      detached: true,
      // Without a UTF-8 locale, navigator.language is 'C'.
      env: { ...process.env, LANG: `${locale.replace('-', '_')}.UTF-8`, XDG_CONFIG_HOME: home },
    },
  );
  const stopDriver = () => stopGroup(driver);
  try {
    await waitForDriver(port);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      capabilities: {
        browserName: 'MiniBrowser',
        // WebdriverIO asks for BiDi (webSocketUrl) unless told not to; WebKitWebDriver has none.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    return webKitPage(browser, baseUrl, async () => {
      await browser.deleteSession().catch(() => undefined);
      stopDriver();
      rmSync(home, { recursive: true, force: true });
    });
  } catch (error) {
    stopDriver();
    throw error;
  }
}

function webKitPage(
  browser: WebdriverIO.Browser,
  baseUrl: string,
  close: () => Promise<void>,
): EnginePage {
  const url = (path: string) => new URL(path, baseUrl).href;
  const findOnce = (query: Query) =>
    browser.executeScript(`return (${findInPage})(arguments[0])`, [
      serialise(query),
    ]) as Promise<ElementReference | null>;
  const find = async (query: Query, timeoutMs = STEP_TIMEOUT_MS) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = await findOnce(query);
      if (found) return found[ELEMENT_KEY];
      if (Date.now() > until)
        throw new Error(
          `WebKit: no ${describe(query)} within ${timeoutMs} ms (${await browser.getUrl()})`,
        );
      await sleep(100);
    }
  };
  const element = (id: string): EngineElement => {
    const reference = { [ELEMENT_KEY]: id };
    // WebKitWebDriver answers 'element not interactable' below the fold instead of scrolling.
    const scroll = () =>
      browser.executeScript('arguments[0].scrollIntoView({ block: "center" })', [reference]);
    return {
      click: async () => {
        // Like Playwright's actionability wait: an element that is still being laid out (a
        // picture's preview pushing it down) answers 'not interactable' for a moment.
        const until = Date.now() + STEP_TIMEOUT_MS;
        for (;;) {
          await scroll();
          await browser.executeScript(`return (${settledInPage})(arguments[0])`, [reference]);
          try {
            await browser.elementClick(id);
            return;
          } catch (error) {
            const passing = /not interactable|click intercepted/i.test(String(error));
            if (!passing || Date.now() > until) throw error;
            await sleep(100);
          }
        }
      },
      fill: async (text) => {
        await scroll();
        await browser.executeScript('arguments[0].select()', [reference]);
        await browser.elementSendKeys(id, text);
      },
      upload: async (filePath) => {
        await browser.elementSendKeys(id, filePath);
      },
      focus: async () => {
        await browser.executeScript('arguments[0].focus()', [reference]);
      },
      text: async () =>
        (await browser.executeScript(
          "return (arguments[0].textContent || '').replace(/\\s+/g, ' ').trim()",
          [reference],
        )) as string,
    };
  };
  return {
    engine: 'webkit',
    goto: async (path) => {
      await browser.navigateTo(url(path));
    },
    reload: async () => {
      await browser.refresh();
    },
    path: async () => {
      const at = new URL(await browser.getUrl());
      return at.pathname + at.search;
    },
    setViewport: async (width, height) => {
      // The window holds the toolbar too, and resizes after the command answers: size it, wait
      // for the page to settle, then grow the window by what the page lacks.
      const inner = () =>
        browser.executeScript('return [window.innerWidth, window.innerHeight]', []) as Promise<
          [number, number]
        >;
      const settled = async () => {
        let last = await inner();
        for (let tries = 0; tries < 20; tries += 1) {
          await sleep(100);
          const now = await inner();
          if (now[0] === last[0] && now[1] === last[1]) return now;
          last = now;
        }
        return last;
      };
      await browser.setWindowRect(null, null, width, height);
      const [innerWidth, innerHeight] = await settled();
      await browser.setWindowRect(
        null,
        null,
        Math.max(width, width + (width - innerWidth)),
        Math.max(height, height + (height - innerHeight)),
      );
      await settled();
    },
    evaluate: async <T>(script: string, arg?: unknown) =>
      (await browser.executeScript(
        arg === undefined ? `return (${script})` : `return (${script})(arguments[0])`,
        arg === undefined ? [] : [arg],
      )) as T,
    find: async (query, timeoutMs) => element(await find(query, timeoutMs)),
    gone: async (query, timeoutMs = STEP_TIMEOUT_MS) => {
      const until = Date.now() + timeoutMs;
      while (await findOnce(query)) {
        if (Date.now() > until)
          throw new Error(`WebKit: ${describe(query)} still there after ${timeoutMs} ms`);
        await sleep(100);
      }
    },
    clickAt: async (x, y) => {
      await browser.performActions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            {
              type: 'pointerMove',
              duration: 0,
              x: Math.round(x),
              y: Math.round(y),
              origin: 'viewport',
            },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ]);
      await browser.releaseActions();
    },
    press: (key) => browser.keys(key.split('+')),
    // WebKitWebDriver has no BiDi: the page's console and network are not read.
    consoleErrors: () => [],
    failedResponses: () => [],
    close,
  };
}

async function waitForDriver(port: number): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/status`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`WebKitWebDriver did not answer on port ${port}`);
    await sleep(100);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Ends xvfb-run with the X server and the driver it started (one process group). */
function stopGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
