import { NARROW_LAYOUT_MAX_WIDTH_PX } from '@hygiene/ui';
import { describe, expect, it } from 'vitest';

import { MIN_WIZARD_CARD_HEIGHT_PX } from './constants';
import { wizardCardHeight } from './wizardCardHeight';

describe('wizardCardHeight', () => {
  it('keeps the desktop card (500 px) where it fits', () => {
    expect(wizardCardHeight(1280, 800)).toBeNull();
    expect(wizardCardHeight(1280, 500)).toBeNull();
  });

  it('on a desktop screen too short for 500 px, takes the height left', () => {
    expect(wizardCardHeight(1280, 430)).toBe(430);
  });

  it('on a phone, takes the screen height left, taller than the desktop card', () => {
    expect(wizardCardHeight(360, 640)).toBe(640);
    expect(wizardCardHeight(360, 450)).toBe(450);
  });

  it("follows the frame's phone layout: up to the kit's narrow width, a phone's card", () => {
    // Between a small tablet and the frame's breakpoint (601 to 720 px) the frame shows its
    // phone layout, so the card does too.
    expect(wizardCardHeight(650, 640)).toBe(640);
    expect(wizardCardHeight(NARROW_LAYOUT_MAX_WIDTH_PX, 640)).toBe(640);
    expect(wizardCardHeight(NARROW_LAYOUT_MAX_WIDTH_PX + 1, 640)).toBeNull();
  });

  it('never shrinks below the minimum: the page scrolls then', () => {
    expect(wizardCardHeight(360, 200)).toBe(MIN_WIZARD_CARD_HEIGHT_PX);
    expect(wizardCardHeight(1280, 100)).toBe(MIN_WIZARD_CARD_HEIGHT_PX);
  });
});
