/** Checks several screens' stories make, written once. */
import { expect, waitFor, within } from 'storybook/test';

/** Dialogs, menus and toasts render in a portal, outside the story's canvas. */
export const page = within(document.body);

/**
 * A request sent on a record's version: `If-Match` holds a version as the platform writes them
 * (issue 54).
 */
export async function expectVersioned(request: { ifMatch: string | null } | undefined) {
  await expect(request?.ifMatch).toMatch(/^"[0-9a-f]{8}-[0-9a-z]+"$/);
}

/**
 * A banner that goes by itself after `hideAfterMs` (the spec's 3 s or 4 s) has gone: a story that
 * saves ends on the page as it stays, so its picture does not depend on how busy the machine was.
 */
export function expectBannerGone(
  canvas: { queryByText: (text: string) => HTMLElement | null },
  text: string,
  hideAfterMs: number,
) {
  return waitFor(() => expect(canvas.queryByText(text)).toBeNull(), {
    timeout: hideAfterMs + 2_000,
  });
}

/**
 * `element` holds its whole content: nothing is cut off or hidden sideways inside it (a long name
 * wraps), which a check of the page's width alone would not see when a box clips.
 */
export async function expectNotClipped(element: HTMLElement | undefined) {
  await expect(element).toBeDefined();
  await expect(element!.scrollWidth).toBeLessThanOrEqual(element!.clientWidth);
}
