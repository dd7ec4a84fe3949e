import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An indeterminate progress indicator named 'Loading'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

/** Named for what loads. */
export const Labelled: Story = {
  args: { label: 'Creating 12 devices ...', size: 48 },
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Creating 12 devices ...' });
    await expect(spinner.getBoundingClientRect().width).toBe(48);
  },
};

/** The dark variant of the theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};
