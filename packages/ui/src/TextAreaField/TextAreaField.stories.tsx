import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'UI/TextAreaField',
  component: TextAreaField,
  args: { label: 'Serial numbers', hint: 'One per line.', name: 'serials' },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled, with its hint; several lines are kept as typed. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: 'Serial numbers' });
    await expect(area).toHaveAccessibleDescription('One per line.');
    await userEvent.type(area, 'HDX3-1{Enter}HDX3-2');
    await expect(area).toHaveValue('HDX3-1\nHDX3-2');
  },
};

/** With an error: marked invalid and described by it. */
export const Error: Story = {
  args: { error: "'ZZZZ-1' is not a serial number of this model." },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Serial numbers' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(/One per line\. 'ZZZZ-1' is not/);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'HDX3-10021\nHDX3-10022' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Serial numbers' })).toBeVisible();
  },
};
