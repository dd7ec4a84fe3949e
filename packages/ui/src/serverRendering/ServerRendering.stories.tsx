import type { Meta, StoryObj } from '@storybook/react-vite';

import { expectEveryCaseHydrated, HydrationBoard } from '@hygiene/story-kit';
import { loadLanguage } from '../i18n';
import { serverRenderingCases, withKitTheme } from './cases';

const meta = {
  title: 'UI/Server rendering',
  component: HydrationBoard,
  args: { cases: serverRenderingCases, wrap: withKitTheme },
  // The Bokmål case: an app loads the language before it renders and before it hydrates.
  loaders: [() => loadLanguage('nb')],
} satisfies Meta<typeof HydrationBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every component of the kit rendered to HTML as a server would (`react-dom/server`), then
 * hydrated in the browser as a server-rendered page is (issue 32): each row must say it hydrated
 * without a warning (no mismatch, no `console.error`). The Node half, with the styles sent along
 * with the HTML, is `serverRendering.test.tsx`.
 */
export const EveryComponent: Story = {
  parameters: {
    a11y: {
      // Each row is a page of its own, so the app bar's banner is here twice (alone, and in the
      // page layout); their own stories check landmarks as one page has them.
      config: {
        rules: [
          { id: 'landmark-no-duplicate-banner', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  play: ({ canvasElement }) => expectEveryCaseHydrated(canvasElement, serverRenderingCases),
};
