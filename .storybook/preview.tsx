import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { styled } from 'styled-components';

import { createFakePlatform, mswHandlers } from '@hygiene/fake-platform';
import type { FakePlatformStoryParameters } from '@hygiene/fake-platform';
import {
  DEFAULT_LANGUAGE,
  HygieneThemeProvider,
  LanguageProvider,
  loadLanguage,
  readLanguage,
  type Language,
} from '@hygiene/ui';
// Stories draw with the kit's own typeface, so their pictures are the same on every machine.
import '@hygiene/ui/fonts';

import { restartStoryClock } from './clock';
import { DESKTOP_VIEWPORT, isOnPhone, storyViewports, withPhoneBox } from '@hygiene/story-kit';
import { restartStoryRandom } from './random';

/**
 * The fake platform every story talks to through MSW, at `/api` on Storybook's origin. Reset
 * before each story, then `parameters.fakePlatform.setup(platform)` prepares the story's own
 * state. A story overrides single routes under `msw.handlers.overrides`, which come first.
 */
const platform = createFakePlatform();

/**
 * The story's page, painted with the theme so contrast checks see the real background. On the
 * phone it has no padding: the phone box is the whole screen, as on a phone. A small component's
 * story centres it with `parameters: { centered: true }`: the canvas does it, not Storybook's
 * `layout: 'centered'`, so the story tests (which have no Storybook page around the story) and
 * their pictures show it as Storybook does.
 */
const Canvas = styled.div<{ $onPhone: boolean; $centered: boolean }>`
  min-height: 100vh;
  box-sizing: border-box;
  ${({ $centered }) => ($centered ? 'display: grid; place-items: center;' : '')}
  padding: ${({ theme, $onPhone }) => ($onPhone ? 0 : theme.space(4))};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
`;

/**
 * Wraps every story in the UI kit's theme; the toolbar switches light and dark. Keyed by the
 * story, so each story mounts afresh: Storybook renders the next story into the same tree, and
 * a screen of the same component kept the last story's state (a router that had navigated).
 */
const withTheme: Decorator = (Story, context) => (
  <HygieneThemeProvider mode={context.globals['theme'] === 'dark' ? 'dark' : 'light'}>
    <Canvas
      key={context.id}
      $onPhone={isOnPhone(context.globals)}
      $centered={context.parameters['centered'] === true}
    >
      <Story />
    </Canvas>
  </HygieneThemeProvider>
);

/** The toolbar's language (English unless a story or the toolbar asks for Bokmål). */
const languageOf = (globals: Record<string, unknown>) =>
  readLanguage(globals['language']) ?? DEFAULT_LANGUAGE;

/**
 * The kit's and realtime's widgets in the toolbar's language. The console's texts follow
 * `setLanguage`, which the loader below awaits before the story draws.
 */
const withLanguage: Decorator = (Story, context) => (
  <LanguageProvider language={languageOf(context.globals)}>
    <Story />
  </LanguageProvider>
);

/** Whether a story has switched the console's language since this page loaded. */
let consoleSwitched = false;

/**
 * Every catalogue in the story's language before it draws. English is what every catalogue
 * starts in, so an English story only loads the catalogues; another language also switches the
 * console's (`setLanguage`), and from then on every story switches it back or on (a story that
 * switches it itself, the host's language switch, switches back before it ends). The console is
 * imported only then: importing its entry in every story file made the kit's story tests slower
 * (`vitest run --project storybook packages/ui/src`, three runs each: 65–73 s with it, 61–69 s
 * without it, 58–63 s before the language toolbar).
 */
async function loadStoryLanguage(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE && !consoleSwitched) return loadLanguage(language);
  consoleSwitched = true;
  const { setLanguage } = await import('@hygiene/console');
  return setLanguage(language);
}

// `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s: what a story waits for
// comes in milliseconds, but a part that loads on demand (a dialog's panel) is transformed by
// Vite the first time a story opens it, on two cores shared with the other steps of ./dev test.
// A screen that never shows what it should still fails, only later (a test has 15 s).
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  // Decorators wrap in reverse: the phone box sits inside the themed canvas.
  decorators: [withPhoneBox, withTheme, withLanguage],
  // Every text in the story's language before it draws (each story sets it, so none leaks).
  loaders: [({ globals }) => loadStoryLanguage(languageOf(globals)), mswLoader()],
  beforeEach: ({ parameters }) => {
    restartStoryClock({ frozen: parameters['clock'] === 'frozen' });
    restartStoryRandom();
    platform.reset();
    (parameters['fakePlatform'] as FakePlatformStoryParameters | undefined)?.setup?.(platform);
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'nb', title: 'Norsk' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', language: 'en' },
  parameters: {
    layout: 'fullscreen',
    // An axe violation fails the story's test, not just the panel.
    a11y: { test: 'error' },
    // A story not on a phone runs, and is pictured, in the desktop's window.
    viewport: { options: storyViewports, defaultViewport: DESKTOP_VIEWPORT },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    msw: { handlers: { overrides: [], platform: mswHandlers(platform) } },
  },
  tags: ['autodocs'],
};

export default preview;
