import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copies the serial numbers, joined with comma and space',
    children: <Button>Copy to clipboard</Button>,
  },
  parameters: { centered: true },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover shows the tooltip (after a short delay) and links it to the button; leaving hides it. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Copy to clipboard' });
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(button);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(
      'Copies the serial numbers, joined with comma and space',
    );
    await expect(button).toHaveAccessibleDescription(
      'Copies the serial numbers, joined with comma and space',
    );
    // The bubble is shown only once it is placed: the first moment it is visible, it already
    // sits 6 px from the button (above, or below if the frame has no room), never in a corner.
    const bubbleBox = tooltip.getBoundingClientRect();
    const buttonBox = button.getBoundingClientRect();
    const gap =
      tooltip.dataset['placement'] === 'top'
        ? buttonBox.top - bubbleBox.bottom
        : bubbleBox.top - buttonBox.bottom;
    await expect(gap).toBeCloseTo(6, 0);
    await expect(tooltip.parentElement).toBe(document.body);
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Keyboard focus opens it too, and Escape closes it without moving focus. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Copy to clipboard' });
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Focus moving on (Tab to the next control) closes it; the trigger loses its description. */
export const BlurCloses: Story = {
  render: (args) => (
    <Row>
      <Tooltip {...args} />
      <Button>Next control</Button>
    </Row>
  ),
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Copy to clipboard' });
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next control' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(button).not.toHaveAttribute('aria-describedby');
  },
};

/**
 * At the top-left corner there is no room above: the tooltip flips below its trigger and is
 * shifted to stay 8 px inside the viewport.
 */
export const FlipsAtTheEdge: Story = {
  parameters: { centered: false },
  args: {
    content:
      'Downloads a CSV file named provision_serial_numbers_{YYYYMMDD}.csv with one column serial_number.',
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button');
    await userEvent.hover(button);
    const tooltip = await screen.findByRole('tooltip');
    const bubbleBox = tooltip.getBoundingClientRect();
    const buttonBox = button.getBoundingClientRect();
    await expect(bubbleBox.top - buttonBox.bottom).toBeCloseTo(6, 0);
    await expect(bubbleBox.left).toBeGreaterThanOrEqual(8 - 0.5);
    await expect(tooltip).toHaveAttribute('data-placement', 'bottom');
  },
};

/** The child keeps its own ref and its own handlers; the tooltip chains onto them. */
export const KeepsTheChildsRefAndHandlers: Story = {
  args: (() => {
    const onFocus = fn();
    const ref = fn();
    return {
      children: (
        <Button ref={ref} onFocus={onFocus}>
          Copy to clipboard
        </Button>
      ),
    };
  })(),
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Copy to clipboard' });
    const { ref, onFocus } = args.children.props as {
      ref: ReturnType<typeof fn>;
      onFocus: ReturnType<typeof fn>;
    };
    await expect(ref).toHaveBeenCalledWith(button);
    await userEvent.tab();
    await expect(onFocus).toHaveBeenCalledOnce();
    await expect(await screen.findByRole('tooltip')).toBeVisible();
  },
};

/** A long description wraps at 280 px. */
export const LongContent: Story = {
  args: {
    content:
      'Downloads a CSV file named provision_serial_numbers_{YYYYMMDD}.csv with one column serial_number and one row for every device that was provisioned in this run.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button'));
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};

/** The dark variant of the theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button'));
    await expect(await screen.findByRole('tooltip')).toBeVisible();
  },
};
