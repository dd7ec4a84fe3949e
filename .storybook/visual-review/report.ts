/**
 * What a visual run writes and the review page reads: `report.json` beside the pictures, in
 * `storybook-static/visual-review/`. The run (`scripts/visual/`) writes it; the page only reads.
 */

/** Where a run writes, from the repository's root: the review page's folder of the Storybook. */
export const REVIEW_DIR = 'storybook-static/visual-review';
/** The report's file, and the folders of its pictures (`<folder>/<key>.png`). */
export const REPORT_FILE = 'report.json';
export const PICTURE_FOLDERS = { reference: 'reference', actual: 'actual', diff: 'diff' } as const;

/** How a story is pictured: in light at the desktop size, in dark, or at the phone's size. */
export type PictureVariant = 'light' | 'dark' | 'phone';

const DARK_SUFFIX = '.dark';

/** A picture's key: the story id, `.dark` added for the dark one. */
export const pictureKey = (storyId: string, variant: PictureVariant) =>
  variant === 'dark' ? `${storyId}${DARK_SUFFIX}` : storyId;

/** The story a picture's key belongs to. */
export const storyIdOf = (key: string) =>
  key.endsWith(DARK_SUFFIX) ? key.slice(0, -DARK_SUFFIX.length) : key;

interface PictureBase {
  /** The picture's file name without `.png`: the story id, `.dark` added for the dark one. */
  key: string;
  storyId: string;
  /** The story's title in the sidebar, e.g. `Console/Devices/Device list`. */
  title: string;
  name: string;
  variant: PictureVariant;
}

/**
 * One picture's outcome against its reference. `hash` (changed and new pictures) is the SHA-256
 * of the picture as the browser wrote it, which accepting keeps beside the references
 * (`hashes.json`): the next run knows an unchanged picture without decoding it.
 */
export type PictureResult = PictureBase &
  (
    | { status: 'same' }
    /** Over the tolerance: reference, actual and diff are written. */
    | { status: 'changed'; diffPixels: number; sizeChanged: boolean; hash: string }
    /** No reference yet: the actual is written. */
    | { status: 'new'; hash: string }
    /** The story did not finish (it threw, or timed out): no picture to compare. */
    | { status: 'failed'; error: string }
  );

export interface VisualReport {
  version: 1;
  createdAt: string;
  /** The browser that drew the pictures (references are drawn with the same one). */
  browser: string;
  tolerance: Tolerance;
  pictures: PictureResult[];
  /** References whose story no longer exists. */
  orphans: string[];
}

/**
 * When two pictures count as the same: a pixel differs when its colour moved more than
 * `threshold` (pixelmatch's YIQ distance, 0 to 1), and a picture differs when more than
 * `maxDiffPixels` pixels do.
 */
export interface Tolerance {
  threshold: number;
  maxDiffPixels: number;
}

/** A picture that needs a reviewer's decision: one that changed, or one without a reference. */
export type PictureToReview = Extract<PictureResult, { status: 'changed' | 'new' }>;

export const needsReview = (picture: PictureResult): picture is PictureToReview =>
  picture.status === 'changed' || picture.status === 'new';
