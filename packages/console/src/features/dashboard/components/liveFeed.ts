// The feed's list and store, in a module of their own so the dashboard loads them after its
// first paint (a lazy import of `@hygiene/realtime` itself would land in the shell's chunk):
// they show nothing before the app's real-time client arrives, which loads then too.
export { LiveFeed } from '@hygiene/realtime';
