/** Reports and pictures for the review page's stories and tests. */
import { storyIdOf, type PictureResult } from './report';

/** A picture's outcome in a made-up report; a light picture that matched unless `result` says. */
export const pictureResult = (key: string, title: string, result: Partial<PictureResult> = {}) =>
  ({
    key,
    storyId: storyIdOf(key),
    title,
    name: 'Primary',
    variant: 'light',
    status: 'same',
    ...result,
  }) as PictureResult;
