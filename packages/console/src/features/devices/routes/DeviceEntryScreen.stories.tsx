import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { paths } from '../../../routing/paths';
import { DEMO_DEVICE, SERVICE_DEVICE_FOR_DEMO } from '../../../testing/storyData';
import {
  harnessLoader,
  requestsTo,
  StoryHarness,
  type HarnessContext,
} from '../../../testing/StoryHarness';
import { expectFitsPhone, inDark, onPhone } from '../../../testing/storyViews';
import { DeviceEntryScreen } from './DeviceEntryScreen';

interface Args {
  url: string;
  tenant: string;
}

const meta = {
  title: 'Console/Devices/Device entry page',
  args: { url: `/demo/devices/${DEMO_DEVICE.serialNumber}`, tenant: 'demo' },
  loaders: [harnessLoader],
  render: (args, { loaded }) => (
    <StoryHarness
      context={loaded['harness'] as HarnessContext}
      url={args.url}
      tenant={args.tenant}
      pattern={paths.deviceEntry.pattern}
    >
      <DeviceEntryScreen />
    </StoryHarness>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const harnessOf = (loaded: Record<string, unknown>) => loaded['harness'] as HarnessContext;

/**
 * Two large links: 'Install {serial}' to the install child, 'Go to device page', under the
 * heading 'Device {serial}' that names the page.
 */
export const Choices: Story = {
  play: async ({ canvas, loaded }) => {
    const install = await canvas.findByRole('link', {
      name: `Install ${DEMO_DEVICE.serialNumber}`,
    });
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Device ${DEMO_DEVICE.serialNumber}` }),
    ).toBeVisible();
    await expect(install).toHaveAttribute(
      'href',
      `/demo/devices/${DEMO_DEVICE.serialNumber}/install`,
    );
    await expect(canvas.getByRole('link', { name: 'Go to device page' })).toHaveAttribute(
      'href',
      `/demo/device/${DEMO_DEVICE.id}`,
    );
    const [lookup] = requestsTo(harnessOf(loaded), '/tenants/demo/devices/by-serial-number/');
    await expect(lookup?.path).toBe(
      `/tenants/demo/devices/by-serial-number/${DEMO_DEVICE.serialNumber}`,
    );
    await expect(lookup?.tenantHeader).toBe('demo');
  },
};

/**
 * Opened in the service tenant with `?internal=true` for a device on its way to demo: the page
 * switches to demo's device page, replacing history.
 */
export const InternalSwitchesTenant: Story = {
  args: {
    url: `/service/devices/${SERVICE_DEVICE_FOR_DEMO.serialNumber}?internal=true`,
    tenant: 'service',
  },
  play: async ({ canvas, loaded }) => {
    const landed = await canvas.findByRole('status', { name: 'Navigated to' });
    await expect(landed).toHaveTextContent(`/demo/device/${SERVICE_DEVICE_FOR_DEMO.id}`);
    const [lookup] = requestsTo(harnessOf(loaded), '/devices/by-serial-number/');
    await expect(lookup?.tenantHeader).toBe('service');
  },
};

/** Without the flag the same device keeps the service tenant: the two links show. */
export const WithoutInternalFlag: Story = {
  args: {
    url: `/service/devices/${SERVICE_DEVICE_FOR_DEMO.serialNumber}`,
    tenant: 'service',
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: `Install ${SERVICE_DEVICE_FOR_DEMO.serialNumber}` }),
    ).toHaveAttribute('href', `/service/devices/${SERVICE_DEVICE_FOR_DEMO.serialNumber}/install`);
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          override.loading('get', '/tenants/{tenant}/devices/by-serial-number/{serialNumber}'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { url: '/demo/devices/NOPE-1', tenant: 'demo' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Device not found')).toBeVisible();
    await expect(canvas.getByText('Unable to find device with id NOPE-1')).toBeVisible();
  },
};

/**
 * The page a dispenser's QR code opens, on the phone that scanned it: the two links fill the
 * width and are thumb-sized; nothing scrolls sideways.
 */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    const install = await canvas.findByRole('link', {
      name: `Install ${DEMO_DEVICE.serialNumber}`,
    });
    await expect(install.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('link', { name: 'Go to device page' })).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};

export const Dark: Story = {
  ...inDark,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: `Install ${DEMO_DEVICE.serialNumber}` }),
    ).toBeVisible();
  },
};
