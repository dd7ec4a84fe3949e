/**
 * The windows stories run in, and are pictured at: the house phone (everything works at 360 px)
 * and the desktop. Their one home, read by the stories' phone box (`phone.tsx`), the story tests'
 * default viewport (`preview.tsx`) and the pictures (scripts/visual/).
 */
export const PHONE_WIDTH = 360;
/** The Storybook viewport of the house phone, the `viewport` global of a story shown on it. */
export const PHONE_VIEWPORT = 'phone';
export const PHONE_HEIGHT = 740;

/** The window of every story not shown on a phone, in the story tests and their pictures. */
export const DESKTOP_WIDTH = 1280;
export const DESKTOP_HEIGHT = 800;
/** The Storybook viewport of the desktop, the story tests' default. */
export const DESKTOP_VIEWPORT = 'desktop';
