import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, fn, screen } from 'storybook/test';

import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete user Ada Lovelace?',
    children: 'The user loses access to every tenant. This cannot be undone.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The delete confirmation of the user page: focus starts on Cancel, so Enter does not delete. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user Ada Lovelace?' });
    await expect(dialog).toHaveTextContent('This cannot be undone.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Tab to Delete and confirm by keyboard. */
export const Confirm: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog');
    // Focus starts on Cancel once the dialog has placed it; tabbing earlier would race it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Escape cancels. */
export const EscapeCancels: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** While the delete runs, both buttons are disabled and Escape does nothing. */
export const Loading: Story = {
  args: { busy: true },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog');
    await expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** The dark variant of the theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
  },
};
