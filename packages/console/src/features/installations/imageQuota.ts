import { IMAGE_MAX_BYTES, INSTALLATION_IMAGES_MAX, type ApiError } from '@hygiene/api-client';

import * as messages from '../../messages';
import { isImageFile } from './shrinkImage';

const text = messages.installations;

/** Bytes in the console's 'MB' (the platform's limit is 5 MiB, said as 5 MB). */
const BYTES_PER_MB = 1024 * 1024;

/**
 * Why a picture was not saved: refused here before anything was sent (`notImage`, `tooLarge`,
 * `tooMany`), or by the platform (`refusedTooLarge` for its 413, `tooMany` for its 409,
 * `failed` for anything else).
 */
export type ImageRefusal =
  | { status: 'notImage' }
  | { status: 'tooLarge'; bytes: number }
  | { status: 'tooMany' }
  | { status: 'refusedTooLarge' }
  | { status: 'failed' };

/** Whether the installation, with `stored` pictures, takes one more. */
export function hasRoomForImage(stored: number): boolean {
  return stored < INSTALLATION_IMAGES_MAX;
}

/** A chosen file the step may keep: an image (spec §5), while the installation has room. */
export function checkChosen(file: Pick<File, 'type'>, stored: number): ImageRefusal | null {
  if (!isImageFile(file)) return { status: 'notImage' };
  if (!hasRoomForImage(stored)) return { status: 'tooMany' };
  return null;
}

/** The picture as it would be sent (shrunk): within the size limit, while there is room. */
export function checkBeforeSending(image: Pick<Blob, 'size'>, stored: number): ImageRefusal | null {
  if (!hasRoomForImage(stored)) return { status: 'tooMany' };
  if (image.size > IMAGE_MAX_BYTES) return { status: 'tooLarge', bytes: image.size };
  return null;
}

/** What the platform's refusal of an upload means for the step. */
export function refusalOf(error: ApiError): ImageRefusal {
  if (error.status === 'conflict' && error.httpStatus === 409) return { status: 'tooMany' };
  if (error.status === 'badRequest' && error.httpStatus === 413)
    return { status: 'refusedTooLarge' };
  return { status: 'failed' };
}

/** Megabytes to one decimal, rounded up: a picture just over 5 MB never reads '5.0 MB'. */
export function megabytes(bytes: number): string {
  return (Math.ceil((bytes / BYTES_PER_MB) * 10) / 10).toFixed(1);
}

/** The sentence after spec §8's 'Unable to save image' that says which limit was hit. */
export function refusalText(refusal: ImageRefusal): string | null {
  switch (refusal.status) {
    case 'notImage':
      return text.notImage;
    case 'tooLarge':
      return text.imageTooLarge(megabytes(refusal.bytes), IMAGE_MAX_BYTES / BYTES_PER_MB);
    case 'refusedTooLarge':
      return text.imageRefusedTooLarge;
    case 'tooMany':
      return text.tooManyImages(INSTALLATION_IMAGES_MAX);
    case 'failed':
      return null;
    default:
      return refusal satisfies never;
  }
}
