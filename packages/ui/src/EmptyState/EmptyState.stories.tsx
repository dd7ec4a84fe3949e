import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'No rooms found.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just the statement. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rooms found.')).toBeVisible();
  },
};

/** With an explanation and an action. */
export const WithAction: Story = {
  args: {
    description: 'This floor has no rooms yet.',
    action: <Button onClick={fn()}>Add Room</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('This floor has no rooms yet.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add Room' })).toHaveFocus();
  },
};

/** The dark variant of the theme. */
export const Dark: Story = {
  ...WithAction,
  globals: { theme: 'dark' },
};
