/**
 * The picture of a story: at the desktop size or, for a story shown on a phone (the house phone
 * or one of Storybook's), at that phone's size. Its key is the story's id.
 */
import type { PictureVariant } from '../../.storybook/visual-review/report.ts';

/** A window's size in CSS pixels. */
export interface WindowSize {
  width: number;
  height: number;
}

export interface Picture {
  key: string;
  variant: PictureVariant;
}

/** The picture of the story `storyId`; `phone`: it is shown on a phone. */
export const pictureOf = (storyId: string, phone: boolean): Picture => ({
  key: storyId,
  variant: phone ? 'phone' : 'desktop',
});
