import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { expect, fn, waitFor } from 'storybook/test';

import { partnerIdAtom } from './atoms';
import { PartnerGate } from './PartnerGate';

/**
 * The gate over the real `partner-id` entry of localStorage, as in the app: each story starts
 * with none stored and an atom store of its own, and leaves none behind.
 */
const meta = {
  title: 'Host/PartnerGate',
  component: PartnerGate,
  args: {
    address: { pathname: '/devices/SN-0042', search: '?internal=true', hash: '' },
    navigate: fn(),
  },
  beforeEach: () => {
    localStorage.removeItem('partner-id');
    return () => localStorage.removeItem('partner-id');
  },
  loaders: [
    () => {
      const store = createStore();
      // The atom read localStorage when its module loaded; start from "nothing stored".
      store.set(partnerIdAtom, null);
      return { store };
    },
  ],
  decorators: [
    (Story, { loaded }) => (
      <JotaiProvider store={(loaded as { store: ReturnType<typeof createStore> }).store}>
        <Story />
      </JotaiProvider>
    ),
  ],
} satisfies Meta<typeof PartnerGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the title shows and Login is disabled. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Enter the partner name' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Typed in upper case, stored lower case; Enter reloads at the prefixed address with the query. */
export const EnterConfirms: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByLabelText('Partner name');
    await userEvent.type(field, 'DeMo');
    await expect(field).toHaveValue('demo');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith('/demo/devices/SN-0042?internal=true'),
    );
    await expect(localStorage.getItem('partner-id')).toBe('demo');
  },
};

/** The Login button confirms too; clearing the field disables it again. */
export const LoginButton: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByLabelText('Partner name');
    const login = canvas.getByRole('button', { name: 'Login' });
    await userEvent.type(field, 'x');
    await userEvent.clear(field);
    await expect(login).toBeDisabled();
    await userEvent.type(field, 'Acme');
    await userEvent.click(login);
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith('/acme/devices/SN-0042?internal=true'),
    );
    await expect(localStorage.getItem('partner-id')).toBe('acme');
  },
};

/** Another tab stores a partner id: the 100 ms check finds it and redirects. */
export const StoredElsewhere: Story = {
  play: async ({ args }) => {
    await expect(args.navigate).not.toHaveBeenCalled();
    localStorage.setItem('partner-id', 'demo');
    await waitFor(
      () => expect(args.navigate).toHaveBeenCalledWith('/demo/devices/SN-0042?internal=true'),
      { timeout: 1000 },
    );
  },
};

/** Spec §9: a configured default tenant is offered; Login takes it, typing replaces it. */
export const OffersTheDefaultTenant: Story = {
  args: { defaultPartner: 'Demo' },
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByLabelText('Partner name');
    await expect(field).toHaveValue('demo');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('acme');
    await expect(field).toHaveValue('acme');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith('/acme/devices/SN-0042?internal=true'),
    );
  },
};
