/**
 * The story tests' setup file that takes the pictures: when a story's test ends, its picture is
 * planned and drawn from the page the test left (scripts/visual/storyPictures.ts). A story is
 * drawn once and its play function runs once; nothing replays it for a picture.
 */
import { afterEach } from 'vitest';
import { commands } from 'vitest/browser';

import type { StoryPictureRequest } from '../../scripts/visual/storyPictures.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** `true`: the picture is to be taken now (its inputs changed, or it has no reference). */
    planStoryPicture: (request: StoryPictureRequest) => Promise<boolean>;
    takeStoryPicture: (picture: { key: string }) => Promise<void>;
  }
}

/** What Storybook's story tests put on the test context. */
interface StoryTestContext {
  story?: { globals: Record<string, unknown>; parameters: Record<string, unknown> };
}

/** The phone's window, when the story is shown on one (its `viewport` global). */
function phoneOf(story: NonNullable<StoryTestContext['story']>) {
  const chosen = (story.globals['viewport'] as { value?: string } | undefined)?.value;
  const options = (
    story.parameters['viewport'] as
      { options?: Record<string, { type?: string; styles?: Record<string, string> }> } | undefined
  )?.options;
  const viewport = chosen === undefined ? undefined : options?.[chosen];
  if (viewport?.type !== 'mobile' || !viewport.styles) return null;
  const width = Number.parseInt(viewport.styles['width'] ?? '', 10);
  const height = Number.parseInt(viewport.styles['height'] ?? '', 10);
  return width > 0 && height > 0 ? { width, height } : null;
}

afterEach(async (context) => {
  const { task } = context;
  const storyId = (task.meta as { storyId?: string }).storyId;
  const { story } = context as unknown as StoryTestContext;
  if (!storyId || !story) return;
  const errors = task.result?.errors ?? [];
  const take = await commands.planStoryPicture({
    storyId,
    name: task.name,
    phone: phoneOf(story),
    passed: task.result?.state !== 'fail' && errors.length === 0,
    error: errors[0]?.message?.split('\n').find((line) => line.trim()),
  });
  if (take) await commands.takeStoryPicture({ key: storyId });
});
