import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { expect, screen, waitFor } from 'storybook/test';

import { StatusDot } from './StatusDot';
import { StatusShape } from './StatusShape';

const meta = {
  title: 'UI/StatusDot',
  component: StatusDot,
  args: { tone: 'success', label: 'Receiving live events' },
  parameters: { centered: true },
} satisfies Meta<typeof StatusDot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live-connection indicator when connected: named by its label, tooltip on hover. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const dot = canvas.getByRole('img', { name: 'Receiving live events' });
    await userEvent.hover(dot);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Receiving live events');
    await userEvent.unhover(dot);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** The tooltip opens on keyboard focus too. */
export const Loading: Story = {
  name: 'Loading (keyboard focus)',
  args: { tone: 'neutral', label: 'Connecting to real time server ...' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('img', { name: 'Connecting to real time server ...' }),
    ).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Connecting to real time server ...',
    );
  },
};

/** The connection failed. */
export const Error: Story = {
  args: { tone: 'danger', label: 'Unable to receive live events' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Unable to receive live events',
    );
    await expect(canvas.getByRole('img')).toHaveAttribute('data-tone', 'danger');
  },
};

/** A detail goes under the label in the tooltip; the accessible name stays the label alone. */
export const WithDetail: Story = {
  args: { tone: 'danger', label: 'Unable to receive live events', detail: 'Next try at 12:00:45' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const dot = canvas.getByRole('img', { name: 'Unable to receive live events' });
    await expect(dot).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Unable to receive live eventsNext try at 12:00:45');
    await expect(dot).toHaveAccessibleDescription(
      'Unable to receive live events Next try at 12:00:45',
    );
  },
};

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Every tone at once: each has its own shape, so colour is never the only difference. */
export const AllTones: Story = {
  render: () => (
    <Row>
      <StatusDot tone="neutral" label="Connecting to real time server ..." />
      <StatusDot tone="success" label="Receiving live events" />
      <StatusDot tone="warning" label="Maintenance mode" />
      <StatusDot tone="danger" label="Unable to receive live events" />
    </Row>
  ),
  play: async ({ canvas }) => {
    const shapes = canvas
      .getAllByRole('img')
      .map((dot) => dot.querySelector('svg')?.firstElementChild?.tagName);
    await expect(shapes).toEqual(['circle', 'circle', 'path', 'rect']);
    const neutralFill = canvas
      .getByRole('img', { name: 'Connecting to real time server ...' })
      .querySelector('circle')
      ?.getAttribute('fill');
    await expect(neutralFill).toBe('none');
    for (const dot of canvas.getAllByRole('img')) {
      const box = dot.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
  },
};

/** The dark variant of the theme. */
export const Dark: Story = {
  ...AllTones,
  globals: { theme: 'dark' },
};

/**
 * The shape alone beside words that already say the status: nothing for a screen reader to read
 * twice, no tooltip, no tab stop.
 */
export const ShapeBesideItsWords: Story = {
  render: () => (
    <span>
      <StatusShape tone="warning" /> Maintenance mode
    </span>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-tone="warning"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
  },
};
