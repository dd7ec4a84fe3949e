import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';

import { Button } from '../Button';
import { ChecklistField } from './ChecklistField';

const confirmation = [
  { value: 'tenant', label: 'Tenant: North Hospital' },
  { value: 'room', label: 'Room and floor: Washroom 2.14, 2nd floor' },
  { value: 'fluid', label: 'Fluid type: Disinfectant' },
];

const meta = {
  title: 'UI/ChecklistField',
  component: ChecklistField,
  args: { label: 'Confirm the installation', name: 'confirmed', options: confirmation },
} satisfies Meta<typeof ChecklistField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A group of checkboxes under one legend; Space ticks the focused one. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Confirm the installation' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^Tenant/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: /^Tenant/ })).toBeChecked();
    await userEvent.click(canvas.getByText(/^Fluid type/));
    await expect(canvas.getByRole('checkbox', { name: /^Fluid type/ })).toBeChecked();
  },
};

/** Controlled by the caller. */
export const Controlled: Story = {
  args: { values: ['room'], onChange: fn(), readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /^Room and floor/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^Tenant/ })).not.toBeChecked();
  },
};

const eventTypes = [
  'State',
  'HandSense',
  'CapacitorVoltage',
  'PowerOn',
  'ChangeTime',
  'MotorStuck',
];

/**
 * A long list in columns where there is room, its legend kept for screen readers only (a
 * `Disclosure`'s summary above names it): two or more items share a row, the group keeps its name.
 */
export const ColumnsWithHiddenLegend: Story = {
  args: {
    label: 'Event types',
    columns: true,
    hideLegend: true,
    options: eventTypes.map((type) => ({ value: type, label: type })),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 600 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Event types' })).toBeVisible();
    await expect(canvas.getByText('Event types').getBoundingClientRect().width).toBeLessThanOrEqual(
      1,
    );
    const first = canvas.getByRole('checkbox', { name: 'State' }).getBoundingClientRect();
    const second = canvas.getByRole('checkbox', { name: 'HandSense' }).getBoundingClientRect();
    await expect(second.top).toBe(first.top);
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

interface ConfirmForm {
  confirmed: string[];
}

function ConfirmDemo({ onSubmit }: { onSubmit: (values: ConfirmForm) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConfirmForm>({ defaultValues: { confirmed: [] } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <ChecklistField
        label="Confirm the installation"
        options={confirmation}
        error={errors.confirmed?.message}
        {...register('confirmed', {
          validate: (v) => v.length === confirmation.length || 'Tick every item to confirm',
        })}
      />
      <Button type="submit" variant="primary">
        Confirm
      </Button>
    </form>
  );
}

/** With react-hook-form: confirming needs every item ticked (spec §5). */
export const WithReactHookForm: StoryObj<typeof ConfirmDemo> = {
  args: { onSubmit: fn() },
  render: (args) => <ConfirmDemo {...args} />,
  play: async ({ canvas, userEvent, args: { onSubmit } }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Tenant/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Tick every item to confirm')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Room/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Fluid/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(onSubmit).toHaveBeenCalledWith(
      { confirmed: ['tenant', 'room', 'fluid'] },
      expect.anything(),
    );
  },
};

/** With an error and long labels. */
export const LongContent: Story = {
  args: {
    error: 'Tick every item to confirm',
    options: [
      ...confirmation,
      {
        value: 'mounting',
        label:
          'The wall was degreased, the liner removed from the tape, the sensor mounted on the wall and the drip tray mounted as delivered',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'Tick every item to confirm',
    );
  },
};

/** The dark variant of the theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(3);
  },
};
