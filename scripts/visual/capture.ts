/**
 * Takes a story's picture in the frame where its story test has just run and passed: the story
 * is drawn once, its play function runs once, and the picture shows the page it left.
 *
 * The story test's page (Vitest's browser mode) holds the story in an iframe whose size is the
 * window the story ran in. A picture is the whole page at the window's width, as it shows in a
 * window as tall as the page: the frame is stretched to the page's height for the capture and
 * set back after. An iframe's content cannot be drawn past the frame's own height, so (unlike a
 * top-level page's full-page screenshot) what is sized by the window's height (`vh`: a page's
 * `min-height: 100vh`, a modal's backdrop, a map's `max-height: 70vh`) is sized by the page's,
 * and what that pushes below the page's first height is left out.
 * Before it is taken the page must be still (`settle`), with animations stopped and the caret
 * and focus rings hidden.
 */
import type { Frame, Page, Request } from 'playwright';

import type { WindowSize } from './pictures.ts';

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

/** `restless`: the page never stopped changing, so it was taken after the longest wait. */
export interface Shot {
  png: Buffer;
  restless: boolean;
}

/** The story test's page and the frame its story is drawn in (Vitest's Playwright provider). */
export interface StoryFrame {
  page: Page;
  frame: Frame;
}

/** Vitest's iframe of the test file, which the orchestrator sizes with these CSS variables. */
const TESTER_IFRAME = 'iframe[data-vitest="true"]';

async function setWindow(page: Page, size: WindowSize) {
  await page.setViewportSize(size);
  await page.evaluate(({ width, height }) => {
    document.body.style.setProperty('--viewport-width', `${width}px`);
    document.body.style.setProperty('--viewport-height', `${height}px`);
  }, size);
}

/** Once per frame: the styles and listeners every picture needs. */
async function prepare(frame: Frame) {
  const ready = await frame.evaluate(() => window.__cameraReady === true);
  if (ready) return;
  // Whether Chromium still draws a focus ring after a click that disabled its button depends on
  // timing, not on the story: focus rings are left out of pictures (story tests check focus).
  await frame.addStyleTag({
    content: ':focus-visible { outline-color: transparent !important; }',
  });
  // A screen that fits itself to the window on 'resize' (the install wizard's card) would refit
  // while the frame is stretched for the capture: while a picture is taken, it does not hear it.
  await frame.evaluate(() => {
    window.addEventListener(
      'resize',
      (event) => {
        if (window.__cameraHoldsResize) event.stopImmediatePropagation();
      },
      true,
    );
    window.__cameraReady = true;
  });
}

/** The picture of the page in `frame`, whose window is `size`, once it is still. */
export async function shoot({ page, frame }: StoryFrame, size: WindowSize): Promise<Shot> {
  await prepare(frame);
  // A play function may have scrolled the page; a full-page picture is drawn from the top. To
  // the top before settling (scrolling can load things) and again right before the picture.
  const toTop = () => frame.evaluate(() => window.scrollTo(0, 0));
  await toTop();
  const restless = await settle(page, frame);
  await toTop();
  const holdResize = (hold: boolean) =>
    frame.evaluate((hold) => (window.__cameraHoldsResize = hold), hold);
  await holdResize(true);
  try {
    // Stretched once, to the page's height in the story's window: what is sized by the
    // window's height grows with it, and what that pushes further down is cut off.
    const height = await frame.evaluate(() =>
      Math.max(document.documentElement.scrollHeight, document.body.scrollHeight),
    );
    if (height > size.height) await setWindow(page, { width: size.width, height });
    const png = await page
      .locator(TESTER_IFRAME)
      .screenshot({ animations: 'disabled', caret: 'hide' });
    return { png, restless };
  } finally {
    await setWindow(page, size);
    // The resize back is told in a frame after the capture: held too.
    await frame.evaluate(
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

/** Follows the page's requests from its first picture on. */
function watchRequests(page: Page): Requests {
  let requests = requestsOf.get(page);
  if (requests) return requests;
  const watched: Requests = { inFlight: new Map(), asked: 0, scriptArrived: 0 };
  const done = (request: Request) => {
    watched.inFlight.delete(request);
    if (request.resourceType() === 'script') watched.scriptArrived = Date.now();
  };
  page.on('request', (request) => {
    watched.inFlight.set(request, Date.now());
    watched.asked += 1;
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  requestsOf.set(page, watched);
  requests = watched;
  return requests;
}

/**
 * Waits until the page is still: what a story starts after its play function (a screen part
 * that loads after the first paint, an answer that arrives later, focus that moves when it does)
 * has landed. Still means no request in flight but held ones (`HELD_MS`), no chunk arrived in
 * the last `REVEAL_MS`, no DOM or focus change for `QUIET_MS`, fonts and images loaded, and two
 * frames drawn; a page that never stops changing (a ticking clock) is taken after
 * `SETTLE_LIMIT_MS`.
 */
async function settle(page: Page, frame: Frame): Promise<boolean> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  const requests = watchRequests(page);
  const awaited = () =>
    Date.now() - requests.scriptArrived < REVEAL_MS ||
    [...requests.inFlight.values()].some((started) => Date.now() - started < HELD_MS);
  for (;;) {
    while (awaited() && Date.now() < deadline) await pause(QUIET_MS / 6);
    const asked = requests.asked;
    const restless = await stillness(frame, Math.max(deadline - Date.now(), 0));
    // A request made while the page looked still lands later: wait for it, and look again.
    if (requests.asked === asked) return restless;
    if (Date.now() >= deadline) return true;
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** No DOM or focus change for `QUIET_MS` (or `limitMs` passed), then fonts, images, two frames. */
async function stillness(frame: Frame, limitMs: number): Promise<boolean> {
  return frame.evaluate(
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
    /** The frame has the camera's styles and listeners. */
    __cameraReady?: boolean;
  }
}
