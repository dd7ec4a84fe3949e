import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';

import { Button } from '../Button';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Device Type', name: 'screenDeviceType' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled and typed into by keyboard. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Device Type' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Samsung tablet');
    await expect(input).toHaveValue('Samsung tablet');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** An error text under the field, tied to it as its description. */
export const Error: Story = {
  args: { label: 'Name', error: 'Name is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Name is required');
  },
};

/** Read-only (the generated screen user email) and disabled. */
export const Disabled: Story = {
  args: { label: 'Email', readOnly: true, defaultValue: 'screen12@hygiene.example' },
  render: (args) => (
    <>
      <TextField {...args} />
      <TextField label="Prefix" disabled defaultValue="HD-" />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Prefix' })).toBeDisabled();
  },
};

/** A long label and hint wrap. */
export const LongContent: Story = {
  args: {
    label: 'Model, year, specs',
    hint: 'For example: Samsung Galaxy Tab A8, 2022, 10.5 inch, wall mounted in the staff room next to the main entrance, powered over USB-C',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Model, year, specs' }),
    ).toHaveAccessibleDescription(/^For example/);
  },
};

interface InviteForm {
  email: string;
  firstName: string;
}

function InviteDemo({ onSubmit }: { onSubmit: (values: InviteForm) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<InviteForm>({ defaultValues: { email: '', firstName: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label="Email"
        type="email"
        error={errors.email?.message}
        {...register('email', { required: 'Email is required' })}
      />
      <TextField
        label="First name"
        error={errors.firstName?.message}
        {...register('firstName', { required: 'First name is required' })}
      />
      <Button type="submit" variant="primary">
        Invite
      </Button>
    </form>
  );
}

/** With react-hook-form's `register`: errors show, the first invalid field gets focus, values arrive. */
export const WithReactHookForm: StoryObj<typeof InviteDemo> = {
  args: { onSubmit: fn() },
  render: (args) => <InviteDemo {...args} />,
  play: async ({ canvas, userEvent, args: { onSubmit } }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await expect(onSubmit).toHaveBeenCalledWith(
      { email: 'ada@example.com', firstName: 'Ada' },
      expect.anything(),
    );
  },
};

/** The dark variant of the theme, with an error. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { error: 'Device Type is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Device Type is required')).toBeVisible();
  },
};

/**
 * A text with a limit (the contract's `maxLength`): no counter while the text is short, the
 * counter from 80 % of the limit on, and the browser stops typing at the limit.
 */
export const WithLimit: Story = {
  args: { label: 'Room name', maxLength: 20 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Room name' });
    await userEvent.type(input, 'Skyllerom');
    await expect(canvas.queryByText(/of 20 characters/)).toBeNull();
    await userEvent.type(input, ' 2. etasje');
    // The counter's code loads with the first field that has a limit.
    await expect(await canvas.findByText('19 of 20 characters')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('19 of 20 characters');
    await userEvent.type(input, ' vest');
    await expect(input).toHaveValue('Skyllerom 2. etasje ');
    await expect(await canvas.findByText('20 of 20 characters')).toBeVisible();
  },
};

/** The counter follows a value react-hook-form sets, not only what is typed. */
export const WithLimitInAForm: Story = {
  render: function Render() {
    const form = useForm({ defaultValues: { name: 'Operasjonsstue nummer 4' } });
    return (
      <form>
        <TextField label="Room name" maxLength={24} {...form.register('name')} />
        <Button onClick={() => form.reset({ name: 'Rom' })}>Reset</Button>
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('23 of 24 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(canvas.getByRole('textbox', { name: 'Room name' })).toHaveValue('Rom');
    await expect(canvas.queryByText(/of 24 characters/)).toBeNull();
  },
};

/** A short limit is a format (a count, a code), not a text: no counter, however full. */
export const ShortLimitUncounted: Story = {
  render: () => (
    <>
      <TextField label="Number of new devices" maxLength={4} />
      <TextField label="Room name" maxLength={20} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const count = canvas.getByRole('textbox', { name: 'Number of new devices' });
    await userEvent.type(count, '10000');
    await expect(count).toHaveValue('1000');
    // The counter's code has loaded (the long field shows one); the short field has none.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Room name' }), 'Skyllerom 2. etasje');
    await expect(await canvas.findByText('19 of 20 characters')).toBeVisible();
    await expect(canvas.queryByText('4 of 4 characters')).toBeNull();
    await expect(count).not.toHaveAccessibleDescription(/characters/);
  },
};
