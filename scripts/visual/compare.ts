/**
 * Compares a picture with its reference, pixel by pixel (pixelmatch), and writes pictures as
 * small PNGs (sharp's most compact lossless PNG; `./dev visual` prints how much smaller than the
 * browser's own).
 */
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

import type { Tolerance } from '../../.storybook/visual-review/report.ts';

/**
 * The tolerance of every comparison (docs/DEVELOPING.md, "Pictures"). A pixel counts when its
 * colour moved by more than 2 % of the scale (pixelmatch's default of 10 % lets a white card turn
 * the theme's pale blue unseen), anti-aliased edges included (a card moved by one pixel changes
 * only edges); a picture differs when more than 50 pixels do. Chromium draws a story alike from
 * run to run (a run prints how many pictures came out byte for byte), else by a few pixels of
 * text edges; a moved margin or a changed colour is hundreds.
 */
export const TOLERANCE: Tolerance = { threshold: 0.02, maxDiffPixels: 50 };

export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

async function pixelsOf(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** `pixels` on a canvas of `width` × `height`, the rest transparent. */
function padded(pixels: Pixels, width: number, height: number): Buffer {
  if (pixels.width === width && pixels.height === height) return pixels.data;
  const canvas = Buffer.alloc(width * height * 4);
  for (let row = 0; row < pixels.height; row++) {
    pixels.data.copy(canvas, row * width * 4, row * pixels.width * 4, (row + 1) * pixels.width * 4);
  }
  return canvas;
}

/** `actual`: the picture's pixels, decoded once, for writing it small. */
export type Comparison =
  | { status: 'same' }
  | { status: 'changed'; diffPixels: number; sizeChanged: boolean; diff: Buffer; actual: Pixels };

/** Compares two PNGs within `TOLERANCE`. */
export async function compare(reference: Buffer, actual: Buffer): Promise<Comparison> {
  const [before, after] = await Promise.all([pixelsOf(reference), pixelsOf(actual)]);
  const sizeChanged = before.width !== after.width || before.height !== after.height;
  if (!sizeChanged && before.data.equals(after.data)) return { status: 'same' };
  // A picture that grew or shrank is compared on the larger canvas: what moved shows in the diff.
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const diff = Buffer.alloc(width * height * 4);
  const diffPixels = pixelmatch(
    padded(before, width, height),
    padded(after, width, height),
    diff,
    width,
    height,
    { threshold: TOLERANCE.threshold, includeAA: true, alpha: 0.2 },
  );
  if (!sizeChanged && diffPixels <= TOLERANCE.maxDiffPixels) return { status: 'same' };
  return {
    status: 'changed',
    diffPixels,
    sizeChanged,
    diff: await quickPng({ data: diff, width, height }),
    actual: after,
  };
}

/**
 * A picture for review, written fast: the smallest PNG takes seconds for a tall page, and
 * only a reference is kept (`smallPng`, when it is accepted).
 */
async function quickPng(picture: Pixels): Promise<Buffer> {
  return sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 4 } })
    .png({ compressionLevel: 6, palette: false })
    .toBuffer();
}

/**
 * A picture as the smallest lossless PNG: what references are kept as. `palette: false` said
 * outright: sharp's `effort` (and `quality`, `colours`, `dither`) quietly turn on palette
 * quantisation, which once stored references in 256 colours, and a picture of more colours then
 * never matched its own reference again.
 */
export async function smallPng(picture: Buffer | Pixels): Promise<Buffer> {
  const image = Buffer.isBuffer(picture)
    ? sharp(picture)
    : sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 4 } });
  return image
    .removeAlpha()
    .png({ compressionLevel: 9, adaptiveFiltering: true, palette: false })
    .toBuffer();
}
