import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CollapsibleText } from './CollapsibleText';

const description =
  'Touch-free soap dispenser for washrooms with a 1000 ml cartridge, a hand sensor with adjustable range, battery or mains power and a drip tray that is mounted depending on delivery.';

const meta = {
  title: 'UI/CollapsibleText',
  component: CollapsibleText,
  args: { text: description },
} satisfies Meta<typeof CollapsibleText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A model description over 16 words: cut, with 'show more' / 'show less'. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const more = canvas.getByRole('button', { name: 'show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/^Touch-free/)).toHaveTextContent(
      'Touch-free soap dispenser for washrooms with a 1000 ml cartridge, a hand sensor with adjustable range,…',
    );
    await userEvent.tab();
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const less = canvas.getByRole('button', { name: 'show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/^Touch-free/)).toHaveTextContent(description);
    await userEvent.click(less);
    await expect(canvas.getByRole('button', { name: 'show more' })).toBeVisible();
  },
};

/** Exactly 16 words show whole, without a button. */
export const Short: Story = {
  args: {
    text: 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(/sixteen$/)).toBeVisible();
  },
};

/** A very long description; HTML in it stays text. */
export const LongContent: Story = {
  args: { text: `${description} <img src=x onerror="alert(1)"> `.repeat(8) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'show more' }));
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** The dark variant of the theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'show more' })).toBeVisible();
  },
};
