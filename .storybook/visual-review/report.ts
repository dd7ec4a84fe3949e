/**
 * What a visual run writes and the review page reads: `report.json` beside the pictures, in
 * `REVIEW_DIR`, copied into `storybook-static/visual-review/` with the page. The story tests'
 * run (`scripts/visual/storyPictures.ts`) writes it; the page only reads.
 */

/**
 * Where a run of the story tests writes, from the repository's root. Building the static
 * Storybook copies it into the review page's folder (`storybook-static/visual-review/`).
 */
export const REVIEW_DIR = '.toolchain/visual-review';
/** The report's file, and the folders of its pictures (`<folder>/<key>.png`). */
export const REPORT_FILE = 'report.json';
export const PICTURE_FOLDERS = { reference: 'reference', actual: 'actual', diff: 'diff' } as const;

/** How a story is pictured: in the desktop's window, or at the phone's size. */
export type PictureVariant = 'desktop' | 'phone';

interface PictureBase {
  /** The picture's file name without `.png`: the story's id. */
  key: string;
  storyId: string;
  /** The story's title in the sidebar, e.g. `Console/Devices/Device list`. */
  title: string;
  name: string;
  variant: PictureVariant;
}

/**
 * One picture's outcome against its reference. `inputs` (changed and new pictures) is the hash
 * of what drew it, which accepting records beside the references (`inputs.json`): the next run
 * keeps the picture without drawing it while its inputs stay the same.
 */
export type PictureResult = PictureBase &
  /** Drawn, and within the tolerance of its reference. */
  (
    | { status: 'same' }
    /** Not drawn: what draws it is what drew its reference. */
    | { status: 'kept' }
    /** Over the tolerance: reference, actual and diff are written. */
    | { status: 'changed'; diffPixels: number; sizeChanged: boolean; inputs: string }
    /** No reference yet: the actual is written. */
    | { status: 'new'; inputs: string }
    /** The story did not finish (it threw, or timed out): no picture to compare. */
    | { status: 'failed'; error: string }
  );

export interface VisualReport {
  version: 2;
  createdAt: string;
  /** The browser that drew the pictures (references are drawn with the same one). */
  browser: string;
  tolerance: Tolerance;
  pictures: PictureResult[];
  /** References whose story no longer exists (only a run over every story file says). */
  orphans: string[];
  /**
   * Pictures drawn because their inputs changed that came out the same: key → their new inputs,
   * which `./dev visual --accept` records so the next run keeps them.
   */
  staleInputs: Record<string, string>;
  /** Pictures whose page never stopped changing, taken after the longest wait. */
  restless: string[];
  /** Every picture was drawn, whatever its inputs (`--all`). */
  retakeAll: boolean;
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
