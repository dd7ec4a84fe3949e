import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { createRealtimeClient, type RealtimeClient } from '../client/RealtimeClient';
import { FakeHubConnection } from '../connection/FakeHubConnection';
import { RealtimeProvider } from '../react/RealtimeProvider';
import { LiveConnectionIndicator } from './LiveConnectionIndicator';

interface Loaded {
  connection: FakeHubConnection;
  client: RealtimeClient;
}

const meta = {
  title: 'Realtime/LiveConnectionIndicator',
  component: LiveConnectionIndicator,
  // A fresh fake hub per story: nothing leaks from one story's connection into the next.
  loaders: [
    async (): Promise<Loaded> => {
      const connection = new FakeHubConnection();
      // The next try is planned a minute out: the story's clicks come first.
      const client = createRealtimeClient({ connection, recovery: { delayMs: () => 60_000 } });
      return { connection, client };
    },
  ],
  render: (_args, { loaded }) => (
    <RealtimeProvider client={(loaded as Loaded).client}>
      <LiveConnectionIndicator />
    </RealtimeProvider>
  ),
} satisfies Meta<typeof LiveConnectionIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the hub negotiates: 'Connecting to real time server ...'. */
export const Connecting: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Connecting to real time server ...')).toBeVisible();
  },
};

/**
 * Connected: 'Receiving live events'. The dot is reachable by keyboard, and its tooltip (spec
 * §2) says the new state after the label changed from 'Connecting to real time server ...'.
 */
export const Receiving: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    (loaded as Loaded).connection.resolveStart();
    const dot = await canvas.findByRole('img', { name: 'Receiving live events' });
    await userEvent.tab();
    await waitFor(() => expect(dot).toHaveFocus());
    await expect(canvas.queryByLabelText('Connecting to real time server ...')).toBeNull();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Receiving live events');
    await waitFor(() => expect(tooltip).toBeVisible());
    await expect(dot).toHaveAttribute('aria-describedby', tooltip.id);
  },
};

/**
 * Negotiation failed (or reconnects are over): 'Unable to receive live events'. The tooltip says
 * when the next try is; 'Retry' tries at once and the dot says 'Connecting to real time server
 * ...' again.
 */
export const Failed: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const { connection } = loaded as Loaded;
    connection.rejectStart();
    const dot = await canvas.findByRole('img', { name: 'Unable to receive live events' });
    await expect(dot).toBeVisible();
    await userEvent.hover(dot);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(
      /Unable to receive live events\s*Next try at \d\d:\d\d:\d\d/,
    );
    await userEvent.unhover(dot);

    const retry = canvas.getByRole('button', { name: /^Retry/ });
    await expect(retry).toHaveTextContent('Retry');
    await userEvent.click(retry);
    await expect(
      await canvas.findByRole('img', { name: 'Connecting to real time server ...' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Retry/ })).toBeNull();
    connection.resolveStart();
    await expect(await canvas.findByRole('img', { name: 'Receiving live events' })).toBeVisible();
  },
};
