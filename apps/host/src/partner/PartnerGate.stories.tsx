import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { expect, fn, waitFor } from 'storybook/test';

import { partnerIdAtom } from './atoms';
import type { PartnerCheck } from './partnerCheck';
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
    // Every name is a partner unless a story says otherwise.
    checkPartner: fn(async (): Promise<PartnerCheck> => ({ status: 'known' })),
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

/** A typo: the identity provider knows no such partner. Said at the field, never stored. */
export const UnknownPartner: Story = {
  args: {
    checkPartner: fn(async (name: string): Promise<PartnerCheck> => ({
      status: name === 'demo' ? 'known' : 'unknown',
    })),
  },
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByLabelText('Partner name');
    await userEvent.type(field, 'demoo{Enter}');
    await expect(
      await canvas.findByText(
        'There is no partner named “demoo”. Check the spelling and try again.',
      ),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.checkPartner).toHaveBeenCalledWith('demoo');
    await expect(args.navigate).not.toHaveBeenCalled();
    await expect(localStorage.getItem('partner-id')).toBeNull();
    // Correcting the name clears the message and goes on.
    await userEvent.type(field, '{Backspace}');
    await expect(canvas.queryByText(/There is no partner named/)).toBeNull();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith('/demo/devices/SN-0042?internal=true'),
    );
    await expect(localStorage.getItem('partner-id')).toBe('demo');
  },
};

/** A stored name the provider no longer knows: the gate opens with it and says why. */
export const StoredPartnerUnknown: Story = {
  args: { unknownPartner: 'demoo', address: { pathname: '/', search: '', hash: '' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Partner name')).toHaveValue('demoo');
    await expect(
      canvas.getByText('There is no partner named “demoo”. Check the spelling and try again.'),
    ).toBeVisible();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** The provider does not answer: the name goes through (sign-in says what is wrong). */
export const ProviderUnreachable: Story = {
  args: { checkPartner: fn(async (): Promise<PartnerCheck> => ({ status: 'unreachable' })) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Partner name'), 'demo{Enter}');
    await waitFor(() =>
      expect(args.navigate).toHaveBeenCalledWith('/demo/devices/SN-0042?internal=true'),
    );
  },
};
