import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { Skeleton } from '../Skeleton';
import { StatusDot } from '../StatusDot';
import { StepperCard, type StepperCardProps } from './StepperCard';

const titles = [
  'Select Tenant',
  'Select Room',
  'Liquid',
  'Turn on hand sensor',
  'Check hand sensor',
  'Mount on wall',
  'Take a picture of the device',
  'Overview',
];

/** The install wizard's rules for Back and Next, simplified: step 1 needs a confirmed room. */
function Wizard(props: StepperCardProps) {
  const [step, setStep] = useState(props.step);
  const [roomConfirmed, setRoomConfirmed] = useState(false);
  return (
    <StepperCard
      {...props}
      title={titles[step]}
      step={step}
      stepCount={titles.length}
      backDisabled={step === 0}
      nextDisabled={step === titles.length - 1 || (step === 1 && !roomConfirmed)}
      nextHint={step === 1 ? 'Confirm the room to go on.' : undefined}
      onBack={() => {
        setStep((s) => s - 1);
        props.onBack();
      }}
      onNext={() => {
        setStep((s) => s + 1);
        props.onNext();
      }}
    >
      {step === 1 ? (
        <label>
          <input
            type="checkbox"
            checked={roomConfirmed}
            onChange={(e) => setRoomConfirmed(e.target.checked)}
          />{' '}
          Washroom 2.14 is the right room
        </label>
      ) : (
        <p>Content of step {step}.</p>
      )}
    </StepperCard>
  );
}

const meta = {
  title: 'UI/StepperCard',
  component: StepperCard,
  render: (args) => <Wizard {...args} />,
  args: {
    title: 'Select Tenant',
    step: 0,
    stepCount: 8,
    onBack: fn(),
    onNext: fn(),
    headerAside: <StatusDot tone="success" label="Device is online" />,
  },
} satisfies Meta<typeof StepperCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 400 by 500; Back disabled at step 0; the step is announced; Next moves on. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    const card = canvasElement.querySelector('section')!;
    await expect(card.getBoundingClientRect().width).toBe(400);
    await expect(card.getBoundingClientRect().height).toBe(500);
    await expect(canvas.getByRole('heading', { name: 'Select Tenant' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Step 1 of 8: Select Tenant');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent('Step 2 of 8: Select Room');
  },
};

/**
 * The caller's rule: Next waits for the room and says so above it; by keyboard alone, focus
 * never gets lost.
 */
export const Disabled: Story = {
  args: { step: 1 },
  play: async ({ canvas, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await expect(canvas.getByText('Confirm the room to go on.')).toBeVisible();
    await expect(next).toHaveAccessibleDescription('Confirm the room to go on.');
    // Tab order: the device status, the step's scrollable content, then the checkbox in it.
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: 'Device is online' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Select Room' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /Washroom 2.14/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(next).toBeEnabled();
    // Said only while it holds.
    await expect(canvas.queryByText('Confirm the room to go on.')).toBeNull();
    // Back is enabled at step 1, so it comes before Next.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Step 3 of 8: Liquid');
  },
};

/** At the last step Next is disabled; focus moves to the title rather than to nowhere. */
export const LastStep: Story = {
  args: { step: 6 },
  play: async ({ canvas, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    await expect(next).toBeDisabled();
    await expect(canvas.getByRole('heading', { name: 'Overview' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Step 8 of 8: Overview');
  },
};

/** Content still loading (the device is missing or loading: blank content). */
export const Loading: Story = {
  render: (args) => (
    <StepperCard {...args} backDisabled nextDisabled>
      <Skeleton lines={6} />
    </StepperCard>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Device status error in the header. */
export const Error: Story = {
  args: { headerAside: <StatusDot tone="danger" label="Unable to get events" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Unable to get events' })).toBeVisible();
  },
};

/** Long content scrolls inside the card; the card keeps its 500 px. */
export const LongContent: Story = {
  render: (args) => (
    <StepperCard {...args} title="Mount on wall" step={5}>
      {Array.from({ length: 20 }, (_, i) => (
        <p key={i}>
          Degrease the wall, remove the liner from the tape, mount the sensor on the wall, and mount
          the drip tray depending on delivery.
        </p>
      ))}
    </StepperCard>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section')!.getBoundingClientRect().height).toBe(500);
    await expect(canvas.getByRole('status')).toHaveTextContent('Step 6 of 8: Mount on wall');
  },
};

/** The dark variant of the theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { step: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Turn on hand sensor' })).toBeVisible();
  },
};

/**
 * A card that replaces what had focus (the install wizard after its re-install notice) takes
 * focus on its step title, so keyboard and screen-reader users land on it, not on the page.
 */
export const FocusTitleOnMount: Story = {
  args: { focusTitleOnMount: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Select Tenant' })).toHaveFocus();
  },
};
