import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { PartnerGate } from './PartnerGate';

/** A stand-in for localStorage, so stories never touch the real one. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: fn((key: string, value: string) => void values.set(key, value)),
  };
}

const meta = {
  title: 'Host/PartnerGate',
  component: PartnerGate,
  args: {
    address: { pathname: '/devices/SN-0042', search: '?internal=true', hash: '' },
    navigate: fn(),
    storage: memoryStorage(),
  },
} satisfies Meta<typeof PartnerGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the title shows and Login is disabled. */
export const Empty: Story = {
  args: { storage: memoryStorage() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Enter the partner name' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Typed in upper case, stored lower case; Enter reloads at the prefixed address with the query. */
export const EnterConfirms: Story = {
  args: { storage: memoryStorage() },
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByLabelText('Partner name');
    await userEvent.type(field, 'DeMo');
    await expect(field).toHaveValue('demo');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.storage.setItem).toHaveBeenCalledWith('partner-id', 'demo');
    await expect(args.navigate).toHaveBeenCalledWith('/demo/devices/SN-0042?internal=true');
  },
};

/** The Login button confirms too; clearing the field disables it again. */
export const LoginButton: Story = {
  args: { storage: memoryStorage() },
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByLabelText('Partner name');
    const login = canvas.getByRole('button', { name: 'Login' });
    await userEvent.type(field, 'x');
    await userEvent.clear(field);
    await expect(login).toBeDisabled();
    await userEvent.type(field, 'Acme');
    await userEvent.click(login);
    await expect(args.navigate).toHaveBeenCalledWith('/acme/devices/SN-0042?internal=true');
  },
};

/** Another tab stores a partner id: the 100 ms check finds it and redirects. */
export const StoredElsewhere: Story = {
  args: { storage: memoryStorage() },
  play: async ({ args }) => {
    await expect(args.navigate).not.toHaveBeenCalled();
    args.storage.setItem('partner-id', 'demo');
    await waitFor(
      () => expect(args.navigate).toHaveBeenCalledWith('/demo/devices/SN-0042?internal=true'),
      {
        timeout: 1000,
      },
    );
  },
};
