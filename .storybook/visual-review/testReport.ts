/** Reports and pictures for the review page's stories and tests. */
import type { PictureResult } from './report';

/** A picture's outcome in a made-up report; a desktop picture that matched unless `result` says. */
export const pictureResult = (key: string, title: string, result: Partial<PictureResult> = {}) =>
  ({
    key,
    storyId: key,
    title,
    name: 'Primary',
    variant: 'desktop',
    status: 'same',
    ...result,
  }) as PictureResult;
