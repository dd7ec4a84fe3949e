/**
 * The building's own drawing as a floor plan (issue 49): a picture the person chooses, made small
 * here, inlined in the plan as a `drawing` entry (the kit's format) over a box in the plan's units.
 */
import {
  floorPlanDrawing,
  floorPlanView,
  readFloorPlanShapes,
  setFloorPlanDrawing,
} from '@hygiene/ui';

import {
  FLOOR_PLAN_DRAWING_MAX_BYTES,
  FLOOR_PLAN_DRAWING_QUALITIES,
  FLOOR_PLAN_DRAWING_SIDES_PX,
  FLOOR_PLAN_DRAWING_SOURCE_MAX_BYTES,
} from './constants';
import { decodeImage, encodeJpeg, fitWithin } from '../../lib/images';

/** Why a chosen file cannot be the drawing. */
export type DrawingRefusal = 'notAnImage' | 'pdf' | 'tooLarge' | 'unreadable' | 'tooDetailed';

/** A chosen file made into a drawing, or why not. */
export type PreparedDrawing =
  | { status: 'ready'; src: string; width: number; height: number }
  | { status: 'refused'; reason: DrawingRefusal };

const refused = (reason: DrawingRefusal): PreparedDrawing => ({ status: 'refused', reason });

/**
 * `file` as a drawing: any raster image the browser decodes (PNG, JPEG, WebP, a phone's photo),
 * drawn on white at the largest size and best quality that fit `FLOOR_PLAN_DRAWING_MAX_BYTES`
 * as JPEG. A PDF, an SVG, a file over `FLOOR_PLAN_DRAWING_SOURCE_MAX_BYTES` or one that cannot be
 * decoded is refused with its reason.
 */
export async function prepareDrawing(file: Blob): Promise<PreparedDrawing> {
  if (file.type === 'application/pdf') return refused('pdf');
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml')
    return refused('notAnImage');
  if (file.size > FLOOR_PLAN_DRAWING_SOURCE_MAX_BYTES) return refused('tooLarge');
  const bitmap = await decodeImage(file);
  if (!bitmap) return refused('unreadable');
  try {
    for (const side of FLOOR_PLAN_DRAWING_SIDES_PX) {
      for (const quality of FLOOR_PLAN_DRAWING_QUALITIES) {
        const jpeg = await encodeJpeg(bitmap, side, quality);
        if (!jpeg) return refused('unreadable');
        if (jpeg.size <= FLOOR_PLAN_DRAWING_MAX_BYTES) {
          const size = fitWithin(bitmap.width, bitmap.height, side);
          return { status: 'ready', src: await dataAddressOf(jpeg), ...size };
        }
      }
    }
    return refused('tooDetailed');
  } finally {
    bitmap.close();
  }
}

function dataAddressOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The map with the drawing (`width` x `height` px) in it. A drawing replaced keeps the old one's
 * place and width, so what was placed on it stays where it was on the building; a first drawing
 * spans the plan drawn so far (or the empty plan's box). Its height follows the picture.
 */
export function withDrawing(
  map: readonly unknown[],
  drawing: { src: string; width: number; height: number },
): unknown[] {
  const aspect = drawing.height / drawing.width;
  const old = floorPlanDrawing(map);
  if (old) {
    return setFloorPlanDrawing(map, {
      x: old.x,
      y: old.y,
      w: old.w,
      h: old.w * aspect,
      src: drawing.src,
    });
  }
  const view = floorPlanView(readFloorPlanShapes(map).shapes);
  return setFloorPlanDrawing(map, {
    x: view.x,
    y: view.y,
    w: view.width,
    h: view.width * aspect,
    src: drawing.src,
  });
}
