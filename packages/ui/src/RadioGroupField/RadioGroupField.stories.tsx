import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { THUMB_TARGET_PX } from '../constants';
import { RadioGroupField, type RadioGroupFieldProps } from './RadioGroupField';

type Fluid = 'Alcohol' | 'Soap' | 'Foam';

const fluids = [
  { value: 'Alcohol', label: 'Disinfectant' },
  { value: 'Soap', label: 'Soap' },
  { value: 'Foam', label: 'Foam soap' },
] as const;

/** The caller keeps the value, as the wizard does. */
function Controlled(props: RadioGroupFieldProps<Fluid>) {
  const [value, setValue] = useState<Fluid>(props.value);
  return (
    <RadioGroupField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/RadioGroupField',
  component: RadioGroupField<Fluid>,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Fluid kind', options: fluids, value: 'Alcohol', onChange: fn() },
} satisfies Meta<typeof RadioGroupField<Fluid>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One choice under its legend, each row a thumb high; a tap anywhere on a row chooses it, and
 * the arrow keys move the choice.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Fluid kind' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Disinfectant' })).toBeChecked();
    for (const radio of canvas.getAllByRole('radio')) {
      const row = radio.closest('label')!;
      await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(THUMB_TARGET_PX);
    }
    await userEvent.click(canvas.getByText('Foam soap'));
    await expect(canvas.getByRole('radio', { name: 'Foam soap' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Foam');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Soap' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('Soap');
  },
};

/** While a save runs nothing can be chosen. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** A hint and an error describe the group. */
export const HintAndError: Story = {
  args: { hint: 'As printed on the refill.', error: 'Choose the fluid in the dispenser.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Fluid kind' });
    await expect(group).toHaveAccessibleDescription(
      'As printed on the refill. Choose the fluid in the dispenser.',
    );
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Disinfectant' })).toBeChecked();
  },
};
