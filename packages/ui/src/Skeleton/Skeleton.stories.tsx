import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { lines: 3 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three placeholder lines, one progress indicator for assistive technology. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const skeleton = canvas.getByRole('progressbar', { name: 'Loading' });
    await expect(skeleton.children).toHaveLength(3);
  },
};

/** A page of nine list rows. */
export const LongContent: Story = {
  args: { lines: 9, lineHeight: 32 },
  play: async ({ canvas }) => {
    const skeleton = canvas.getByRole('progressbar');
    await expect(skeleton.children).toHaveLength(9);
    await expect(skeleton.children[0]!.getBoundingClientRect().height).toBe(32);
  },
};

/** The dark variant of the theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};
