/**
 * Limits of spec §9 that the UI kit owns. Each constant lives here and nowhere else.
 */

/** Breadcrumbs collapse when there are more than this many items (spec §9). */
export const BREADCRUMB_COLLAPSE_AT = 8;

/** The smallest pointer target we render, in CSS pixels (WCAG 2.2, 2.5.8). */
export const MIN_TARGET_SIZE_PX = 24;
