import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';

import { Button } from '../Button';
import { SwitchField } from './SwitchField';

const meta = {
  title: 'UI/SwitchField',
  component: SwitchField,
  args: { label: 'Temporary password', name: 'temporary', defaultChecked: true },
} satisfies Meta<typeof SwitchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On by default and showing 'Yes'; Space turns it off and it shows 'No'. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Temporary password' });
    await expect(toggle).toBeChecked();
    await expect(canvas.getByText('Yes')).toBeVisible();
    await expect(canvas.getByText('No')).not.toBeVisible();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText('No')).toBeVisible();
    await expect(canvas.getByText('Yes')).not.toBeVisible();
  },
};

/** A click on the drawn track toggles it; the target is at least 24 px. */
export const Pointer: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch');
    const box = toggle.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Temporary password'));
    await expect(toggle).toBeChecked();
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};

/** With an error text. */
export const Error: Story = {
  args: { error: 'Screen users must change the password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAccessibleDescription(
      'Screen users must change the password',
    );
  },
};

function ScreenUserDemo({ onSubmit }: { onSubmit: (values: { temporary: boolean }) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { temporary: true } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <SwitchField label="Temporary password" {...register('temporary')} />
      <Button type="submit">Create screen user</Button>
    </form>
  );
}

/** With react-hook-form: the default (on) is shown as 'Yes', the value arrives as a boolean. */
export const WithReactHookForm: StoryObj<typeof ScreenUserDemo> = {
  args: { onSubmit: fn() },
  render: (args) => <ScreenUserDemo {...args} />,
  play: async ({ canvas, userEvent, args: { onSubmit } }) => {
    await expect(canvas.getByText('Yes')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Temporary password' }));
    await expect(canvas.getByText('No')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create screen user' }));
    await expect(onSubmit).toHaveBeenCalledWith({ temporary: false }, expect.anything());
  },
};

/** The dark variant of the theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yes')).toBeVisible();
  },
};
