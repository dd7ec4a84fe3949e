/** The views every screen's stories show it in besides the default: a phone, the dark theme. */
// The phone is every package's (`.storybook/phone.tsx`): its viewport, box and measure.
export { PHONE_WIDTH, expectFitsPhone, onPhone, phoneBoxOf } from '../../../../.storybook/phone';

/** Spread into a story to show it in the dark theme. */
export const inDark = { globals: { theme: 'dark' } };
