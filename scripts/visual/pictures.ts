/**
 * Which pictures a built Storybook has: every story in light, at the desktop size or, for a
 * story shown on the phone, at the phone's size; the Screens-at-a-glance stories in dark too.
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

export interface Picture extends Story {
  key: string;
  variant: PictureVariant;
  theme: 'light' | 'dark';
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

/** The pictures of `stories`; `onPhone` holds the ids of the stories shown on the phone. */
export function picturesOf(stories: Story[], onPhone: ReadonlySet<string>): Picture[] {
  return stories.flatMap((story): Picture[] => {
    const light: Picture = {
      ...story,
      key: story.id,
      variant: onPhone.has(story.id) ? 'phone' : 'light',
      theme: 'light',
    };
    if (!story.title.startsWith(GLANCE_TITLE)) return [light];
    return [light, { ...story, key: pictureKey(story.id, 'dark'), variant: 'dark', theme: 'dark' }];
  });
}
