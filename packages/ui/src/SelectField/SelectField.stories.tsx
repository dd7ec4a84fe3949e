import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { SelectField } from './SelectField';

const meta = {
  title: 'UI/SelectField',
  component: SelectField,
  args: {
    label: 'Screen Type',
    name: 'screenType',
    options: [
      { value: '', label: 'None' },
      { value: 'tablet', label: 'Wall tablet' },
      { value: 'tv', label: 'Staff room TV' },
    ],
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A native select, labelled; None comes first. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Screen Type' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Staff room TV');
    await expect(select).toHaveValue('tv');
  },
};

/** With an error. */
export const Error: Story = {
  args: { error: 'Choose a screen type' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAccessibleDescription('Choose a screen type');
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

/** Long option texts. */
export const LongContent: Story = {
  args: {
    options: [
      { value: '', label: 'None' },
      {
        value: 'kiosk',
        label: 'Kiosk display at the main entrance of the hospital, showing compliance per ward',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
  },
};

/** The dark variant of the theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Screen Type' })).toBeVisible();
  },
};
