/** The views every screen's stories show it in besides the default: a phone, the dark theme. */
// The phone is every package's (`@hygiene/story-kit`): its viewport, box and measure.
export { PHONE_WIDTH, expectFitsPhone, onPhone, phoneBoxOf } from '@hygiene/story-kit';

/** Spread into a story to show it in the dark theme. */
export const inDark = { globals: { theme: 'dark' } };
