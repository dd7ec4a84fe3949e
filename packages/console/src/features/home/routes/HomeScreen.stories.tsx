import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { harnessLoader, StoryHarness, type HarnessContext } from '../../../testing/StoryHarness';
import { expectFitsPhone, inDark, onPhone } from '../../../testing/storyViews';
import { HomeScreen } from './HomeScreen';

const meta = {
  title: 'Console/Home',
  loaders: [harnessLoader],
  render: (_args, { loaded }) => (
    <StoryHarness
      context={(loaded as { harness: HarnessContext }).harness}
      url="/demo/lander"
      pattern="lander"
    >
      <HomeScreen />
    </StoryHarness>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 'Home' (spec §2), where a fresh tab lands: what needs attention first (for roles that read the
 * worklist), then 'Scan a dispenser' and the serial-number look-up, and the shortcuts, all in
 * the current tenant.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: /^\d+ devices? needs? attention$/ }),
    ).toHaveAttribute('href', '/demo/attention');
    await expect(canvas.getByRole('textbox', { name: 'Serial number' })).toHaveValue('');
    // An installer's phone reads the dispenser's QR code (issue 51).
    await expect(canvas.getByRole('link', { name: 'Scan a dispenser' })).toHaveAttribute(
      'href',
      '/demo/devices/scan',
    );
    const shortcuts = within(canvas.getByRole('navigation'));
    await expect(shortcuts.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/demo/dashboard',
    );
    await expect(shortcuts.getByRole('link', { name: 'Devices' })).toHaveAttribute(
      'href',
      '/demo/devices',
    );
    await expect(shortcuts.getByRole('link', { name: 'Set tenant' })).toHaveAttribute(
      'href',
      '/demo/tenants',
    );
  },
};

/** A serial typed (with stray spaces) and Enter: the device entry page of that serial. */
export const OpenBySerial: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Serial number' }),
      ' HDP2-10001 {Enter}',
    );
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(
      '/demo/devices/HDP2-10001',
    );
    // Opening is navigation only: the entry page asks the platform (the page's own count aside).
    const asked = (loaded as { harness: HarnessContext }).harness.requests.map((r) => r.path);
    await expect(asked.filter((path) => !path.startsWith('/tenants/demo/attention/'))).toEqual([]);
  },
};

/** Nothing typed: a clear message at the field, no navigation; typing clears it. */
export const SerialRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const field = canvas.getByRole('textbox', { name: 'Serial number' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Enter a serial number\./);
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();

    await userEvent.type(field, 'H');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** A scanner pastes the address a dispenser's QR code opens: the same entry page, this tenant. */
export const OpenByScannedAddress: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Serial number' });
    await userEvent.click(field);
    await userEvent.paste('https://console.example.com/devices/HDP2-10020');
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(
      '/demo/devices/HDP2-10020',
    );
  },
};

/** An address that names no device: said at the field, no navigation. */
export const NotADeviceAddress: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Serial number' });
    await userEvent.click(field);
    await userEvent.paste('https://console.example.com/demo/dashboard');
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAccessibleDescription(/Not a serial number or device address\./);
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
  },
};

/**
 * On a phone, as an installer holds it: the look-up first, 'Open' at least 32 px high and not
 * moved by the count arriving below it; the three shortcuts fit; nothing scrolls sideways.
 */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const open = canvas.getByRole('button', { name: 'Open' });
    await expect(open.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
    // The count arrives after the first paint, below the form: 'Open' stays where it was.
    const before = open.getBoundingClientRect().top;
    await canvas.findByRole('link', { name: /^\d+ devices? needs? attention$/ });
    await expect(open.getBoundingClientRect().top).toBe(before);
    await expect(within(canvas.getByRole('navigation')).getAllByRole('link').length).toBe(3);
    await expectFitsPhone(canvasElement);
  },
};

export const Dark: Story = {
  ...inDark,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Serial number' })).toBeEnabled();
  },
};
