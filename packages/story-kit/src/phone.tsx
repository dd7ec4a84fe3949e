/**
 * The phone every package's stories are shown on: the house rule is that everything works at
 * 360 px. A story spreads `onPhone`; Storybook then takes the phone's size (and so do the story
 * tests' windows), and the story renders in a box exactly as wide as the phone, which
 * `expectFitsPhone` measures: the box, not the window, so a story that scrolls sideways fails
 * whatever size the test browser has.
 */
import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

import {
  DESKTOP_HEIGHT,
  DESKTOP_VIEWPORT,
  DESKTOP_WIDTH,
  PHONE_HEIGHT,
  PHONE_VIEWPORT,
  PHONE_WIDTH,
} from './windowSizes';

export { PHONE_WIDTH };

/**
 * Storybook's viewports, the house phone and the desktop (a story's own options replace the
 * list). The desktop is the story tests' default window, the size its pictures are taken at.
 */
export const storyViewports = {
  ...MINIMAL_VIEWPORTS,
  [DESKTOP_VIEWPORT]: {
    name: `Desktop ${DESKTOP_WIDTH} × ${DESKTOP_HEIGHT}`,
    styles: { width: `${DESKTOP_WIDTH}px`, height: `${DESKTOP_HEIGHT}px` },
    type: 'desktop',
  },
  [PHONE_VIEWPORT]: {
    name: `Phone ${PHONE_WIDTH} × ${PHONE_HEIGHT}`,
    styles: { width: `${PHONE_WIDTH}px`, height: `${PHONE_HEIGHT}px` },
    type: 'mobile',
  },
} as const;

/** Spread into a story (`...onPhone`, or its `globals` beside others) to show it on the phone. */
export const onPhone = { globals: { viewport: { value: PHONE_VIEWPORT, isRotated: false } } };

/** Whether the story is shown on the house phone. */
export function isOnPhone(globals: Record<string, unknown>): boolean {
  const viewport = globals['viewport'] as { value?: unknown } | undefined;
  return viewport?.value === PHONE_VIEWPORT;
}

/** Every story on the phone renders in a box of the phone's width. */
export const withPhoneBox: Decorator = (Story, context) =>
  isOnPhone(context.globals) ? (
    <div style={{ width: PHONE_WIDTH }} data-testid="phone">
      <Story />
    </div>
  ) : (
    <Story />
  );

/** The phone box of a story shown `onPhone`. */
export function phoneBoxOf(canvasElement: HTMLElement): HTMLElement {
  const box = canvasElement.querySelector<HTMLElement>('[data-testid="phone"]');
  if (!box) throw new Error('No phone box: spread onPhone into the story.');
  return box;
}

/** Nothing in the phone box is wider than the phone, so nothing scrolls sideways. */
export async function expectFitsPhone(canvasElement: HTMLElement) {
  await expect(phoneBoxOf(canvasElement).scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
}
