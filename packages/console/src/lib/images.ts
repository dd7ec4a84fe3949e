/**
 * Pictures made small in the browser, for what the install wizard uploads and the building's
 * drawing a floor plan carries: decoded with `createImageBitmap` (which honours a photo's EXIF
 * orientation), drawn at most so large, encoded as JPEG.
 */

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

/** The picture in `file`, or null where the browser cannot decode it (or has no canvas). */
export async function decodeImage(file: Blob): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

/**
 * `bitmap` drawn at most `maxSide` on its longer side and encoded as JPEG at `quality`, on white
 * (JPEG has no transparency: a drawing's transparent paper would turn black), or null where the
 * canvas cannot encode.
 */
export async function encodeJpeg(
  bitmap: ImageBitmap,
  maxSide: number,
  quality: number,
): Promise<Blob | null> {
  const size = fitWithin(bitmap.width, bitmap.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}
