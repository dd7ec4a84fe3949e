/**
 * @hygiene/story-kit: what the stories and server-rendering tests of every package share, in
 * one module they import by name (never a path into `.storybook/`). Not published.
 */
export {
  expectFitsPhone,
  isOnPhone,
  onPhone,
  phoneBoxOf,
  PHONE_WIDTH,
  storyViewports,
  withPhoneBox,
} from './phone';
export {
  DESKTOP_HEIGHT,
  DESKTOP_VIEWPORT,
  DESKTOP_WIDTH,
  PHONE_HEIGHT,
  PHONE_VIEWPORT,
} from './windowSizes';
export { expectEveryCaseHydrated, HydrationBoard } from './hydration';
export type { HydrationCase } from './hydration';
export { renderOnServer } from './renderOnServer';
