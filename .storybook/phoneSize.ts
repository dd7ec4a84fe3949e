/**
 * The house phone's size: everything works at 360 px. Its one home, read by the stories' phone
 * box (`phone.tsx`) and by the visual review, which pictures phone stories at this size.
 */
export const PHONE_WIDTH = 360;
export const PHONE_HEIGHT = 740;
