/**
 * Draws the pictures of a built Storybook in Debian's Chromium.
 *
 * Each worker draws its share of the stories in a page of `iframe.html` per theme (the theme is a
 * global of the page), switching stories the way the Storybook UI does (`setCurrentStory` on the
 * preview's channel), so the preview loads once per worker and theme, not once per story. A picture is taken when the story has finished (its play function included) and the
 * page has been still for a moment (`settle`), with animations stopped and the caret and focus
 * rings hidden. Stories go to workers in a fixed order, so two runs draw alike.
 */
import type { Browser, Page, Request } from 'playwright';

import { serveInChromium } from '../benchPage.ts';
import type { Picture, Story, WindowSize } from './pictures.ts';

/** The window of a story that is not shown on the phone. */
const DESKTOP = { width: 1280, height: 800 } as const;

/** A story that has not finished by then is reported as failed. */
const STORY_TIMEOUT_MS = 20_000;
/** How long a page must stay unchanged before its picture is taken, and the longest wait. */
const QUIET_MS = 150;
const SETTLE_LIMIT_MS = 2_000;
/**
 * A request still unanswered after this long is one a story holds on purpose (a loading
 * state): the picture does not wait for it. Any younger request is waited for.
 */
const HELD_MS = 1_000;
/**
 * React reveals what a lazy part suspended on at most every 300 ms (its fallback throttle), so
 * the page can look still for that long after a screen's chunk has arrived.
 */
const REVEAL_MS = 350;

export type Shot =
  /** `restless`: the page never stopped changing, so it was taken after the longest wait. */
  { status: 'taken'; png: Buffer; restless: boolean } | { status: 'failed'; error: string };

export interface Camera {
  browserVersion: string;
  /** The window of each story shown on a phone: its `viewport` global names a mobile viewport. */
  phonesOf: (stories: Story[]) => Promise<Map<string, WindowSize>>;
  /**
   * Takes every picture with `workers` workers (one page per theme each), handing each to
   * `onShot` as it is taken.
   */
  take: (
    pictures: Picture[],
    workers: number,
    onShot: (picture: Picture, shot: Shot) => Promise<void>,
  ) => Promise<void>;
  close: () => Promise<void>;
}

/** Serves `storybookDir` on loopback and opens Chromium on it. */
export async function openCamera(storybookDir: string): Promise<Camera> {
  const { url, browser, close } = await serveInChromium({
    configFile: false,
    logLevel: 'warn',
    build: { outDir: storybookDir },
  });
  return {
    browserVersion: `Chromium ${browser.version()}`,
    phonesOf: async (stories) => {
      const page = await openPreview(browser, url, 'light');
      const phones = await page.evaluate(
        async (storyIds) => {
          const store = window.__STORYBOOK_PREVIEW__.storyStoreValue;
          const found: [string, { width: number; height: number }][] = [];
          for (const storyId of storyIds) {
            const story = await store.loadStory({ storyId });
            const chosen = (story.storyGlobals['viewport'] as { value?: string } | undefined)
              ?.value;
            const options = (
              story.parameters['viewport'] as
                | { options?: Record<string, { type?: string; styles?: Record<string, string> }> }
                | undefined
            )?.options;
            const viewport = chosen === undefined ? undefined : options?.[chosen];
            if (viewport?.type !== 'mobile' || !viewport.styles) continue;
            const width = Number.parseInt(viewport.styles['width'] ?? '', 10);
            const height = Number.parseInt(viewport.styles['height'] ?? '', 10);
            if (width > 0 && height > 0) found.push([storyId, { width, height }]);
          }
          return found;
        },
        stories.map((story) => story.id),
      );
      await page.close();
      return new Map(phones);
    },
    take: async (pictures, workers, onShot) => {
      const shares = Array.from({ length: workers }, (_, worker) =>
        pictures.filter((_, index) => index % workers === worker),
      );
      await Promise.all(
        shares.map(async (share) => {
          const pages = new Map<Picture['theme'], Page>();
          for (const picture of share) {
            let page = pages.get(picture.theme);
            if (!page) {
              page = await openPreview(browser, url, picture.theme);
              pages.set(picture.theme, page);
            }
            await onShot(picture, await shoot(page, picture));
          }
          await Promise.all([...pages.values()].map((page) => page.close()));
        }),
      );
    },
    close,
  };
}

/** The preview with no story yet, in `theme`, its automatic accessibility checks off. */
async function openPreview(browser: Browser, url: string, theme: Picture['theme']) {
  const page = await browser.newPage({ viewport: DESKTOP, reducedMotion: 'reduce' });
  // The requests in flight (the fake platform's answers, a screen's lazy parts), by start time.
  const requests: Requests = { inFlight: new Map(), asked: 0, scriptArrived: 0 };
  page.on('request', (request) => {
    requests.inFlight.set(request, Date.now());
    requests.asked += 1;
  });
  const answered = (request: Request) => {
    requests.inFlight.delete(request);
    if (request.resourceType() === 'script') requests.scriptArrived = Date.now();
  };
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  requestsOf.set(page, requests);
  // The story tests run the accessibility checks; pictures need none of their time.
  await page.goto(`${url}iframe.html?viewMode=story&globals=theme:${theme};a11y.manual:!true`);
  await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue !== undefined);
  // Whether Chromium still draws a focus ring after a click that disabled its button depends on
  // timing, not on the story: focus rings are left out of pictures (story tests check focus).
  await page.addStyleTag({ content: ':focus-visible { outline-color: transparent !important; }' });
  // A full-page picture is drawn in a window Chromium stretches to the page's height for the
  // capture. A screen that fits itself to the window on 'resize' (the install wizard's card) could
  // refit in the middle of it on a busy machine: a CI run drew three wizard cards 140 px taller.
  // While a picture is taken, the page does not hear of that resize.
  await page.evaluate(() => {
    window.addEventListener(
      'resize',
      (event) => {
        if (window.__cameraHoldsResize) event.stopImmediatePropagation();
      },
      true,
    );
  });
  // The typeface is fetched before the first story, not while one is drawn.
  await page.evaluate(async () => {
    await document.fonts.load('400 16px "Inter Variable"');
    await document.fonts.ready;
  });
  return page;
}

async function shoot(page: Page, picture: Picture): Promise<Shot> {
  await page.setViewportSize(picture.phone ?? DESKTOP);
  const finished = await page.evaluate(
    ({ storyId, timeoutMs }) =>
      new Promise<string>((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const timer = setTimeout(() => done(`did not finish in ${timeoutMs} ms`), timeoutMs);
        // Outside the test runner a play function's failed assertion does not fail the story:
        // the preview reports it on its own and then finishes with 'success'.
        let threw = '';
        const onThrew = (error: { message?: string }) => {
          threw ||= `failed in its play function: ${error.message ?? 'an unknown error'}`;
        };
        const onFinished = (event: { storyId: string; status: string }) => {
          if (event.storyId !== storyId) return;
          done(threw || (event.status === 'success' ? '' : 'failed'));
        };
        const done = (error: string) => {
          clearTimeout(timer);
          channel.off('storyFinished', onFinished);
          channel.off('playFunctionThrewException', onThrew);
          resolve(error);
        };
        channel.on('playFunctionThrewException', onThrew);
        channel.on('storyFinished', onFinished);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    { storyId: picture.id, timeoutMs: STORY_TIMEOUT_MS },
  );
  if (finished) return { status: 'failed', error: `The story ${finished}.` };
  // A play function or the story before may have scrolled the page, and so may focus that moves
  // while the page settles (a list's chosen row arriving); a full-page picture of a scrolled page
  // is drawn from its scroll position, and comes out taller than the page. So: to the top before
  // settling (scrolling can load things) and again right before the picture.
  const toTop = () => page.evaluate(() => window.scrollTo(0, 0));
  await toTop();
  const restless = await settle(page);
  await toTop();
  const holdResize = (hold: boolean) =>
    page.evaluate((hold) => (window.__cameraHoldsResize = hold), hold);
  await holdResize(true);
  try {
    const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    return { status: 'taken', png, restless };
  } finally {
    // The resize back to the window's size is told in a frame after the capture: held too.
    await page.evaluate(
      () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))),
    );
    await holdResize(false);
  }
}

/** A page's requests in flight (by start time), how many it has made, when a chunk last came. */
interface Requests {
  inFlight: Map<Request, number>;
  asked: number;
  scriptArrived: number;
}
const requestsOf = new WeakMap<Page, Requests>();

/**
 * Waits until the page is still: what a story starts after its play function (a screen part
 * that loads after the first paint, an answer that arrives later, focus that moves when it does)
 * has landed. Still means no request in flight but held ones (`HELD_MS`), no chunk arrived in
 * the last `REVEAL_MS`, no DOM or focus change for `QUIET_MS`, fonts and images loaded, and two
 * frames drawn; a page that never stops changing (a ticking clock) is taken after
 * `SETTLE_LIMIT_MS`.
 */
async function settle(page: Page): Promise<boolean> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  const requests = requestsOf.get(page)!;
  const awaited = () =>
    Date.now() - requests.scriptArrived < REVEAL_MS ||
    [...requests.inFlight.values()].some((started) => Date.now() - started < HELD_MS);
  for (;;) {
    while (awaited() && Date.now() < deadline) await pause(QUIET_MS / 6);
    const asked = requests.asked;
    const restless = await stillness(page, Math.max(deadline - Date.now(), 0));
    // A request made while the page looked still lands later: wait for it, and look again.
    if (requests.asked === asked) return restless;
    if (Date.now() >= deadline) return true;
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** No DOM or focus change for `QUIET_MS` (or `limitMs` passed), then fonts, images, two frames. */
async function stillness(page: Page, limitMs: number): Promise<boolean> {
  return page.evaluate(
    async ({ quietMs, limitMs }) => {
      let changed = performance.now();
      const started = changed;
      const touch = () => (changed = performance.now());
      const observer = new MutationObserver(touch);
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      document.addEventListener('focusin', touch);
      document.addEventListener('focusout', touch);
      const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
      while (performance.now() - changed < quietMs && performance.now() - started < limitMs) {
        await pause(quietMs / 4);
      }
      observer.disconnect();
      document.removeEventListener('focusin', touch);
      document.removeEventListener('focusout', touch);
      await document.fonts.ready;
      await Promise.all(
        [...document.images].map((image) =>
          image.complete ? null : image.decode().catch(() => null),
        ),
      );
      const restless = performance.now() - changed < quietMs;
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      return restless;
    },
    { quietMs: QUIET_MS, limitMs },
  );
}

declare global {
  interface Window {
    /** Set while a picture is taken: the page's 'resize' listeners are not called. */
    __cameraHoldsResize?: boolean;
    __STORYBOOK_PREVIEW__: {
      storyStoreValue: {
        loadStory: (options: { storyId: string }) => Promise<{
          storyGlobals: Record<string, unknown>;
          parameters: Record<string, unknown>;
        }>;
      };
    };
    __STORYBOOK_ADDONS_CHANNEL__: {
      on: (event: string, listener: (payload: never) => void) => void;
      off: (event: string, listener: (payload: never) => void) => void;
      emit: (event: string, payload: unknown) => void;
    };
  }
}
