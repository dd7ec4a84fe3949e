import { INSTALL_IMAGE_JPEG_QUALITY, INSTALL_IMAGE_MAX_SIDE_PX } from './constants';

/** Spec §5: image upload accepts image files only. */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/** The size that fits `width` x `height` within `maxSide` on its longer side, never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= maxSide || longer <= 0) return { width, height };
  const scale = maxSide / longer;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
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
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const shrunk = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', quality),
    );
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
