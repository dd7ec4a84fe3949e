/**
 * The locations feature's own limits. Kept out of the console's `constants.ts`, which every first
 * screen loads: these only matter on a floor plan in edit mode.
 */

/**
 * The building's drawing a floor plan carries (issue 49), as the console stores it: a JPEG of at
 * most this many bytes, inlined in the plan. Its base64 (a third larger) and the plan's entries
 * stay within the 1 MiB a JSON body may have.
 */
export const FLOOR_PLAN_DRAWING_MAX_BYTES = 600 * 1024;
/** A file larger than this is refused before it is decoded (a phone would struggle with it). */
export const FLOOR_PLAN_DRAWING_SOURCE_MAX_BYTES = 20 * 1024 * 1024;
/** The drawing's longer side, in px, tried largest first until it fits its bytes. */
export const FLOOR_PLAN_DRAWING_SIDES_PX = [2400, 1800, 1200] as const;
/** The JPEG qualities tried at each size, best first. */
export const FLOOR_PLAN_DRAWING_QUALITIES = [0.85, 0.7, 0.55] as const;
