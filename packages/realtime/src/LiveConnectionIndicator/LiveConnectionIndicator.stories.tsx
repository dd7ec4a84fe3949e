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
      return { connection, client: createRealtimeClient({ connection }) };
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

/** Negotiation failed and reconnects are over: 'Unable to receive live events'. */
export const Failed: Story = {
  play: async ({ canvas, loaded }) => {
    (loaded as Loaded).connection.rejectStart();
    await expect(await canvas.findByLabelText('Unable to receive live events')).toBeVisible();
  },
};
