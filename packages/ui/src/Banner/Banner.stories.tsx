import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { Banner } from './Banner';

const meta = {
  title: 'UI/Banner',
  component: Banner,
  args: { tone: 'success', children: 'New floorplan saved', onHide: fn() },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a time it stays; success is announced politely. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('New floorplan saved');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(args.onHide).not.toHaveBeenCalled();
  },
};

/** The floor-plan banner hides itself after the 4 s the caller gives. */
export const HidesAfterTime: Story = {
  args: { hideAfterMs: 4000 },
  play: async ({ canvas, args }) => {
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(canvas.getByRole('status')).toHaveTextContent('New floorplan saved');
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 1500 });
    await expect(args.onHide).toHaveBeenCalledOnce();
  },
};

/** A failure is an alert. */
export const Error: Story = {
  args: { tone: 'error', children: 'Unable to save floorplan', hideAfterMs: 4000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to save floorplan');
  },
};

/** With a dismiss button, reachable by keyboard. */
export const Dismissible: Story = {
  args: { tone: 'info', children: 'Maintenance mode is active', dismissible: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(args.onHide).toHaveBeenCalledOnce();
  },
};

/** A long message wraps. */
export const LongContent: Story = {
  args: {
    tone: 'error',
    children:
      'An error occured while trying to update user. The platform did not answer in time; your changes to groups and sections were not saved, please try again in a moment.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /An error occured while trying to update user\./,
    );
  },
};

/** The dark variant of the theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { children: 'User successfully updated.', hideAfterMs: 3000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('User successfully updated.');
  },
};
