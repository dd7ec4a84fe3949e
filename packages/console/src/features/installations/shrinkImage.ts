import { decodeImage, encodeJpeg } from '../../lib/images';
import { INSTALL_IMAGE_JPEG_QUALITY, INSTALL_IMAGE_MAX_SIDE_PX } from './constants';

/** Spec §5: image upload accepts image files only. */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/**
 * A phone's photo made small enough for a slow network: decoded with `createImageBitmap` (which
 * honours the photo's EXIF orientation), drawn at most 1600 px on its longer side, encoded as
 * JPEG. A browser that cannot decode the file, or a file already small, is sent as it is.
 */
export async function shrinkImage(
  file: Blob,
  maxSide = INSTALL_IMAGE_MAX_SIDE_PX,
  quality = INSTALL_IMAGE_JPEG_QUALITY,
): Promise<Blob> {
  const bitmap = await decodeImage(file);
  if (!bitmap) return file;
  try {
    const shrunk = await encodeJpeg(bitmap, maxSide, quality);
    // Re-encoding a small PNG as JPEG can make it larger: keep whichever is smaller.
    return shrunk && shrunk.size < file.size ? shrunk : file;
  } finally {
    bitmap.close();
  }
}

/** The name the shrunk picture is sent under: the original's, with the JPEG extension. */
export function uploadFileName(original: string, shrunk: Blob): string {
  const base = original.replace(/\.[^./\\]*$/, '') || 'image';
  return shrunk.type === 'image/jpeg' ? `${base}.jpg` : original || 'image';
}
