// The app bar's live-connection indicator, in a module of its own so the shell can load it right
// after the first paint (see Shell.tsx): a lazy import of `@hygiene/realtime` itself would land
// in the chunk the shell already loads.
export { LiveConnectionIndicator } from '@hygiene/realtime';
