/**
 * The house phone: everything works at 360 px. Its one home, read by the stories' phone box
 * (`phone.tsx`) and by the visual review, which pictures phone stories at this size.
 */
export const PHONE_WIDTH = 360;
/** The Storybook viewport of the house phone, the `viewport` global of a story shown on it. */
export const PHONE_VIEWPORT = 'phone';
export const PHONE_HEIGHT = 740;
