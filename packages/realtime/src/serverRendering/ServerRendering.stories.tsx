import { HygieneThemeProvider } from '@hygiene/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, waitFor } from 'storybook/test';

import { HYDRATED_CLEANLY, HydrationBoard } from '../../../../.storybook/hydration';
import { serverRenderingCases } from './cases';

/** What an embedding app puts around the live feed: the kit's theme provider. */
const withTheme = (element: ReactElement) => (
  <HygieneThemeProvider mode="light">{element}</HygieneThemeProvider>
);

const meta = {
  title: 'Realtime/Server rendering',
  component: HydrationBoard,
  args: { cases: serverRenderingCases, wrap: withTheme },
} satisfies Meta<typeof HydrationBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The provider with its hooks, the live indicator and the live feed rendered to HTML as a server
 * would, then hydrated in the browser (issue 32): each row must say it hydrated without a warning.
 * The client connects in an effect after hydrating, so the server's first frame is the browser's.
 */
export const EveryComponent: Story = {
  play: async ({ canvas }) => {
    for (const { name } of serverRenderingCases) {
      await waitFor(() =>
        expect(canvas.getByTestId(`outcome-${name}`)).toHaveTextContent(HYDRATED_CLEANLY),
      );
    }
  },
};
