import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ChecklistField } from '../ChecklistField';
import { Disclosure } from './Disclosure';

const types = ['State', 'HandSense', 'MotorStuck', 'BatteryChanged'];

const meta = {
  title: 'UI/Disclosure',
  component: Disclosure,
  args: {
    summary: 'Event types: all',
    children: (
      <ChecklistField
        label="Event types"
        options={types.map((type) => ({ value: type, label: type }))}
        values={types}
        onChange={() => {}}
      />
    ),
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Folded: one line that says what it holds; the checkboxes are hidden until it opens. */
export const Folded: Story = {
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByText('Event types: all');
    await expect(canvas.getByRole('checkbox', { name: 'State' })).not.toBeVisible();
    await expect(summary.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(summary);
    await expect(canvas.getByRole('checkbox', { name: 'State' })).toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByRole('checkbox', { name: 'State' })).not.toBeVisible();
  },
};

/**
 * By keyboard: Tab reaches the line, the browser's own `summary`, which Enter and Space open
 * (the simulated keyboard of a story does not press native controls, so the opening itself is
 * the click above); folded, Tab skips what it holds.
 */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const summary = canvas.getByText('Event types: all');
    await expect(summary).toHaveFocus();
    await expect(summary.tagName).toBe('SUMMARY');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'State' })).not.toHaveFocus();
  },
};

/** Open at first, when the caller asks. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'HandSense' })).toBeVisible();
  },
};

export const Dark: Story = {
  ...Open,
  globals: { theme: 'dark' },
};
