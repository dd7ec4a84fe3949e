import { NARROW_LAYOUT_MAX_WIDTH_PX, STEPPER_CARD_HEIGHT_PX } from '@hygiene/ui';

import { MIN_WIZARD_CARD_HEIGHT_PX } from './constants';

/**
 * The wizard card's height for a window `windowWidth` wide with `available` px left below the
 * title, or null for the spec's 500 px (§9). On a phone (the frame's phone layout, at most the
 * kit's `NARROW_LAYOUT_MAX_WIDTH_PX` wide) the card takes the screen's height, so its lists show
 * several choices rather than one; on a wider screen it keeps 500 px unless the screen is too
 * short. Never below `MIN_WIZARD_CARD_HEIGHT_PX` (the page scrolls then).
 */
export function wizardCardHeight(windowWidth: number, available: number): number | null {
  const phone = windowWidth <= NARROW_LAYOUT_MAX_WIDTH_PX;
  if (!phone && available >= STEPPER_CARD_HEIGHT_PX) return null;
  return Math.max(available, MIN_WIZARD_CARD_HEIGHT_PX);
}
