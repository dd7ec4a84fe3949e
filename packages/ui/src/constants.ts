/**
 * Limits of spec §9 that the UI kit owns. Each constant lives here and nowhere else.
 * Times that differ per use (the banners' 4 s and 3 s) are given by the caller, not fixed here.
 */

/** Breadcrumbs collapse when there are more than this many items (spec §9). */
export const BREADCRUMB_COLLAPSE_AT = 8;

/** The smallest pointer target we render, in CSS pixels (WCAG 2.2, 2.5.8). */
export const MIN_TARGET_SIZE_PX = 24;

/**
 * A target an installer hits with a thumb on a phone in front of a dispenser (the wizard's
 * choices and its photo button), in CSS pixels: WCAG 2.5.5's enhanced size, Apple's 44 pt.
 */
export const THUMB_TARGET_PX = 44;

/** List search waits this long after the last keystroke before it asks for results (spec §9). */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * The first page a paged list shows when its caller names none. The platform's own paging
 * constants (spec §9: "first page 1") live in @hygiene/api-client (`PAGING.firstPage`); the kit
 * cannot import them, so this is only its default, not exported: callers pass `firstPage`.
 */
export const FIRST_PAGE = 1;

/** Collapsible text shows this many words before 'show more' (spec §9: "truncated at 16 words"). */
export const COLLAPSE_AFTER_WORDS = 16;

/** Rows of the floor-plan JSON editor (spec §9). */
export const FLOOR_PLAN_EDITOR_ROWS = 13;

/** The install wizard's card is 400 by 500 (spec §9). */
export const STEPPER_CARD_WIDTH_PX = 400;
/** The install wizard's card is 400 by 500 (spec §9). */
export const STEPPER_CARD_HEIGHT_PX = 500;

/** Pause before a tooltip opens on hover, so passing the pointer over a control stays quiet. */
export const TOOLTIP_OPEN_DELAY_MS = 150;

/**
 * At this width and below the frame is laid out for phones (an installer in front of a
 * dispenser): the side menu folds behind a 'Menu' button above the page.
 */
export const NARROW_LAYOUT_MAX_WIDTH_PX = 720;
