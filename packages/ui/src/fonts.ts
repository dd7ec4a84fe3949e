/**
 * The kit's typeface, opt-in: `import '@hygiene/ui/fonts'` once, at the app's entry.
 *
 * The theme names Inter first and falls back to the system's fonts, so an app that does not opt
 * in still gets readable text. With it, text is drawn the same on every machine: the console,
 * its Storybook and the reference pictures of the visual review (docs/DEVELOPING.md) use it.
 * Inter is a variable font (one file per script, every weight) and covers Norwegian (æ, ø, å);
 * the browser fetches only the scripts a page uses (`unicode-range`).
 */
import '@fontsource-variable/inter';
