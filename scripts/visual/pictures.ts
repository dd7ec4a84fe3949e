/**
 * Which pictures a built Storybook has: every story in light, at the desktop size or, for a
 * story shown on a phone (the house phone or one of Storybook's), at that phone's size; the
 * Screens-at-a-glance stories in dark too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { pictureKey, type PictureVariant } from '../../.storybook/visual-review/report.ts';

/** Title prefix of the stories that show every screen of an area at once. */
const GLANCE_TITLE = 'Screens at a glance/';

export interface Story {
  id: string;
  title: string;
  name: string;
}

/** A window's size in CSS pixels. */
export interface WindowSize {
  width: number;
  height: number;
}

export interface Picture extends Story {
  key: string;
  variant: PictureVariant;
  theme: 'light' | 'dark';
  /** The phone's window for a story shown on a phone (its `viewport` global); else the desktop's. */
  phone?: WindowSize;
}

/** Every story of a static Storybook, in the sidebar's order (docs entries left out). */
export function storiesOf(storybookDir: string): Story[] {
  const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
    entries: Record<string, { type: string; id: string; title: string; name: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name }) => ({ id, title, name }));
}

/** The pictures of `stories`; `phones` holds the window of each story shown on a phone. */
export function picturesOf(stories: Story[], phones: ReadonlyMap<string, WindowSize>): Picture[] {
  return stories.flatMap((story): Picture[] => {
    const phone = phones.get(story.id);
    const light: Picture = phone
      ? { ...story, key: story.id, variant: 'phone', theme: 'light', phone }
      : { ...story, key: story.id, variant: 'light', theme: 'light' };
    if (!story.title.startsWith(GLANCE_TITLE)) return [light];
    return [light, { ...story, key: pictureKey(story.id, 'dark'), variant: 'dark', theme: 'dark' }];
  });
}
