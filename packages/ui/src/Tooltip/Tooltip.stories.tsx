import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copies the serial numbers, joined with comma and space',
    children: <Button>Copy to clipboard</Button>,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover shows the tooltip (after a short delay) and links it to the button; leaving hides it. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Copy to clipboard' });
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(button);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(
      'Copies the serial numbers, joined with comma and space',
    );
    await expect(button).toHaveAccessibleDescription(
      'Copies the serial numbers, joined with comma and space',
    );
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Keyboard focus opens it too, and Escape closes it without moving focus. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Copy to clipboard' });
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** A long description wraps at 280 px. */
export const LongContent: Story = {
  args: {
    content:
      'Downloads a CSV file named provision_serial_numbers_{YYYYMMDD}.csv with one column serial_number and one row for every device that was provisioned in this run.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button'));
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};

/** The dark variant of the theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button'));
    await expect(await screen.findByRole('tooltip')).toBeVisible();
  },
};
