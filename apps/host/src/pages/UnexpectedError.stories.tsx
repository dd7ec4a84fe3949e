import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { UnexpectedError } from './UnexpectedErrorPage';

const meta = {
  title: 'Host/UnexpectedError',
  component: UnexpectedError,
  args: { detail: 'Failed to fetch dynamically imported module' },
} satisfies Meta<typeof UnexpectedError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { standalone: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(canvas.getByText('Failed to fetch dynamically imported module')).toBeVisible();
  },
};

/** The detail may quote user input: it renders as text. */
export const DetailIsText: Story = {
  args: { detail: '<img src=x onerror="alert(1)">' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror="alert(1)">')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
