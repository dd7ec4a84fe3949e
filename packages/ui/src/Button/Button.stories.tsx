import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { expect, fn } from 'storybook/test';

import { Button, LinkButton } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Create', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A secondary button: keyboard and pointer both press it; it never submits a form by itself. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Create' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(3);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

/** The one main action of a form. */
export const Primary: Story = {
  args: { variant: 'primary', children: 'Create screen user' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create screen user' })).toBeEnabled();
  },
};

/** Disabled by the caller's rule (e.g. 'Login' while the partner name is empty). */
export const Disabled: Story = {
  args: { variant: 'primary', children: 'Login', disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Login' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A long label wraps inside the button. */
export const LongContent: Story = {
  args: { children: 'Create new static screen user and go back to the list of users afterwards' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeVisible();
  },
};

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 400px;
`;

/** The device entry page's two large links; the second renders through a router's link. */
export const LargeLinks: Story = {
  render: () => (
    <Stack>
      <LinkButton href="/demo/devices/SN-0042/install">Install SN-0042</LinkButton>
      <LinkButton
        href="/demo/device/d42"
        renderLink={({ href, children }) => (
          <a href={href} data-router-link="">
            {children}
          </a>
        )}
      >
        Go to device page
      </LinkButton>
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    const install = canvas.getByRole('link', { name: 'Install SN-0042' });
    await expect(install).toHaveAttribute('href', '/demo/devices/SN-0042/install');
    const device = canvas.getByRole('link', { name: 'Go to device page' });
    await expect(device).toHaveAttribute('data-router-link');
    await userEvent.tab();
    await expect(install).toHaveFocus();
    await userEvent.tab();
    await expect(device).toHaveFocus();
    await expect(device.getBoundingClientRect().height).toBeGreaterThanOrEqual(64);
  },
};

/** Every variant in the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <Stack>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args}>Secondary</Button>
      <Button {...args} variant="danger">
        Delete
      </Button>
      <Button {...args} disabled>
        Disabled
      </Button>
      <LinkButton href="/demo/device/d42">Go to device page</LinkButton>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};
