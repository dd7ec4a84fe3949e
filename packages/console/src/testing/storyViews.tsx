/** The views every screen's stories show it in besides the default: a phone, the dark theme. */
import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** Phone width of the house rule: every screen works at 360 px without sideways scroll. */
export const PHONE_WIDTH = 360;

/**
 * Spread into a story to show it on a phone: the Storybook viewport of a small phone, and the
 * screen in a box 360 px wide (the story tests run in one browser size, so the box is what they
 * measure).
 */
export const onPhone = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    ((Story) => (
      <div style={{ width: PHONE_WIDTH }} data-testid="phone">
        <Story />
      </div>
    )) satisfies Decorator,
  ],
};

/** Spread into a story to show it in the dark theme. */
export const inDark = { globals: { theme: 'dark' } };

/** Nothing in the phone box is wider than the phone, so nothing scrolls sideways. */
export async function expectFitsPhone(canvasElement: HTMLElement) {
  const box = canvasElement.querySelector('[data-testid="phone"]');
  await expect(box).not.toBeNull();
  await expect(box!.scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
}
