import type { Meta, StoryObj } from '@storybook/react-vite';

import { expectEveryCaseHydrated, HydrationBoard } from '@hygiene/story-kit';
import { serverRenderingCases, withKitTheme } from './cases';

const meta = {
  title: 'Realtime/Server rendering',
  component: HydrationBoard,
  args: { cases: serverRenderingCases, wrap: withKitTheme },
} satisfies Meta<typeof HydrationBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The provider with its hooks, the live indicator and the live feed rendered to HTML as a server
 * would, then hydrated in the browser (issue 32): each row must say it hydrated without a warning.
 * The client connects in an effect after hydrating, so the server's first frame is the browser's.
 */
export const EveryComponent: Story = {
  play: ({ canvasElement }) => expectEveryCaseHydrated(canvasElement, serverRenderingCases),
};
