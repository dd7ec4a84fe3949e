import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { NumberField } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Number of new devices', name: 'numberOfNewDevices' },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Exactly what is typed reaches the caller's rules; phones show a numeric keyboard. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Number of new devices' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '012');
    await expect(input).toHaveValue('012');
  },
};

/** The provisioning rule's error text. */
export const Error: Story = {
  args: { error: 'Must be between 1 and 100', defaultValue: '250' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Number of new devices' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Must be between 1 and 100');
  },
};

/** Disabled while creating. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

/** The dark variant of the theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { error: 'Must be positive 3-digit integer', defaultValue: '1e3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Must be positive 3-digit integer')).toBeVisible();
  },
};
