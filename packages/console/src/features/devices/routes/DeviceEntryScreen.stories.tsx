import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect } from 'storybook/test';

import { paths } from '../../../routing/paths';
import { DEMO_DEVICE, OSLO_DEVICE, SERVICE_DEVICE_FOR_DEMO } from '../../../testing/storyData';
import {
  harnessOf,
  API_BASE,
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

/** Each request as `path (tenant header)`, in order. */
const asked = (loaded: Record<string, unknown>) =>
  harnessOf(loaded).requests.map((r) => `${r.path} (${r.tenantHeader ?? ''})`);

/**
 * The platform refuses (403) every request asked as `tenant`: a user who may not reach it, as
 * the sandbox answers `staff` for any tenant but demo.
 */
const refuseTenant = (tenant: string) =>
  http.all(`${API_BASE}/*`, ({ request }) =>
    request.headers.get('x-tenant-identifier') === tenant
      ? Response.json(
          { title: 'Forbidden', status: 403, detail: `No access to ${tenant}` },
          { status: 403, headers: { 'content-type': 'application/problem+json' } },
        )
      : undefined,
  );

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
 * A serial typed or scanned in lower case, as phones give it: looked up in capitals, as it is
 * printed (the address is put right in place, still this screen).
 */
export const SerialInLowerCase: Story = {
  args: { url: `/demo/devices/${DEMO_DEVICE.serialNumber.toLowerCase()}` },
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('link', { name: `Install ${DEMO_DEVICE.serialNumber}` }),
    ).toBeVisible();
    await expect(asked(loaded)).toEqual([
      `/tenants/demo/devices/by-serial-number/${DEMO_DEVICE.serialNumber} (demo)`,
    ]);
    await expect(canvas.getByRole('link', { name: 'Go to device page' })).toHaveAttribute(
      'href',
      `/demo/device/${DEMO_DEVICE.id}`,
    );
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
    // Looked up as the current tenant, then whether the user may reach demo, asked as demo.
    await expect(asked(loaded)).toEqual([
      `/tenants/service/devices/by-serial-number/${SERVICE_DEVICE_FOR_DEMO.serialNumber} (service)`,
      '/tenants/demo (demo)',
    ]);
  },
};

/**
 * A tenant's own installer (who may not act as the service tenant) opens a QR link with the
 * internal flag for a device at their tenant: the two links, found as the current tenant; the
 * admin lookup is never made.
 */
export const InternalAtThisTenant: Story = {
  args: { url: `/demo/devices/${DEMO_DEVICE.serialNumber}?internal=true`, tenant: 'demo' },
  parameters: { msw: { handlers: { overrides: [refuseTenant('service')] } } },
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('link', { name: `Install ${DEMO_DEVICE.serialNumber}` }),
    ).toHaveAttribute('href', `/demo/devices/${DEMO_DEVICE.serialNumber}/install`);
    await expect(canvas.getByRole('link', { name: 'Go to device page' })).toHaveAttribute(
      'href',
      `/demo/device/${DEMO_DEVICE.id}`,
    );
    await expect(canvas.queryByText('Unable to fetch device from api.')).toBeNull();
    await expect(asked(loaded)).toEqual([
      `/tenants/demo/devices/by-serial-number/${DEMO_DEVICE.serialNumber} (demo)`,
    ]);
  },
};

/**
 * With the flag, a device at another tenant the user may reach: not here, so the admin lookup
 * (as the service tenant) finds its tenant, the user may reach it, and the page switches there.
 */
export const InternalOtherTenant: Story = {
  args: { url: `/demo/devices/${OSLO_DEVICE.serialNumber}?internal=true`, tenant: 'demo' },
  play: async ({ canvas, loaded }) => {
    const landed = await canvas.findByRole('status', { name: 'Navigated to' });
    await expect(landed).toHaveTextContent(`/${OSLO_DEVICE.tenant}/device/${OSLO_DEVICE.id}`);
    await expect(asked(loaded)).toEqual([
      `/tenants/demo/devices/by-serial-number/${OSLO_DEVICE.serialNumber} (demo)`,
      `/devices/by-serial-number/${OSLO_DEVICE.serialNumber} (service)`,
      `/tenants/${OSLO_DEVICE.tenant} (${OSLO_DEVICE.tenant})`,
    ]);
  },
};

/**
 * With the flag, a device elsewhere, for a user who may not look across tenants (the service
 * tenant refuses them): for them it is not at this tenant, 'Device not found', not an error.
 */
export const InternalNotAllowedAcrossTenants: Story = {
  args: { url: `/demo/devices/${OSLO_DEVICE.serialNumber}?internal=true`, tenant: 'demo' },
  parameters: { msw: { handlers: { overrides: [refuseTenant('service')] } } },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('Device not found')).toBeVisible();
    await expect(
      canvas.getByText(`Unable to find device with id ${OSLO_DEVICE.serialNumber}`),
    ).toBeVisible();
    await expect(canvas.queryByText('Unable to fetch device from api.')).toBeNull();
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
    await expect(asked(loaded)).toEqual([
      `/tenants/demo/devices/by-serial-number/${OSLO_DEVICE.serialNumber} (demo)`,
      `/devices/by-serial-number/${OSLO_DEVICE.serialNumber} (service)`,
    ]);
  },
};

/**
 * With the flag, a device at a tenant the user may not reach: found, but no switch: 'Device not
 * at this tenant', and a way back to this tenant's devices.
 */
export const InternalTenantOutOfReach: Story = {
  args: { url: `/demo/devices/${OSLO_DEVICE.serialNumber}?internal=true`, tenant: 'demo' },
  parameters: { msw: { handlers: { overrides: [refuseTenant(OSLO_DEVICE.tenant)] } } },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('Device not at this tenant')).toBeVisible();
    await expect(
      canvas.getByText(
        `${OSLO_DEVICE.serialNumber} belongs to another tenant, one you cannot open. Ask its administrator.`,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the device list' })).toHaveAttribute(
      'href',
      '/demo/devices',
    );
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
    await expect(asked(loaded)).toEqual([
      `/tenants/demo/devices/by-serial-number/${OSLO_DEVICE.serialNumber} (demo)`,
      `/devices/by-serial-number/${OSLO_DEVICE.serialNumber} (service)`,
      `/tenants/${OSLO_DEVICE.tenant} (${OSLO_DEVICE.tenant})`,
    ]);
  },
};

/**
 * With the flag, the admin lookup answers a device with no tenant (spec §8 logs it): 'Device not
 * at this tenant' with the way on to the device list (no tenant's device page shows it).
 */
export const InternalDeviceWithoutTenant: Story = {
  args: { url: `/demo/devices/${OSLO_DEVICE.serialNumber}?internal=true`, tenant: 'demo' },
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.get(`${API_BASE}/devices/by-serial-number/:serial`, () =>
            Response.json({
              id: OSLO_DEVICE.id,
              serialNumber: OSLO_DEVICE.serialNumber,
              fluid: null,
              location: { tenant: null, identifier: null },
              deviceInstallation: null,
            }),
          ),
        ],
      },
    },
  },
  beforeEach: () => {
    // Spec §8 logs it; the log has its own unit test, and is kept out of the story's output.
    const error = console.error;
    console.error = () => undefined;
    return () => {
      console.error = error;
    };
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Device not at this tenant')).toBeVisible();
    await expect(
      canvas.getByText(
        `The platform names no tenant for ${OSLO_DEVICE.serialNumber}, so its device page cannot be opened.`,
      ),
    ).toBeVisible();
    // No device page answers for it: the way on is the device list, never a dead link.
    await expect(canvas.queryByRole('link', { name: 'Go to device page' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to the device list' })).toHaveAttribute(
      'href',
      '/demo/devices',
    );
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
  },
};

/** The platform fails (not a refusal): 'Unable to fetch device from api.' with a retry. */
export const LookupFails: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          override.error('get', '/tenants/{tenant}/devices/by-serial-number/{serialNumber}'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unable to fetch device from api.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Without the flag the same device keeps the service tenant: the two links show. */
export const WithoutInternalFlag: Story = {
  args: {
    url: `/service/devices/${SERVICE_DEVICE_FOR_DEMO.serialNumber}`,
    tenant: 'service',
  },
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('link', { name: `Install ${SERVICE_DEVICE_FOR_DEMO.serialNumber}` }),
    ).toHaveAttribute('href', `/service/devices/${SERVICE_DEVICE_FOR_DEMO.serialNumber}/install`);
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
    await expect(asked(loaded)).toEqual([
      `/tenants/service/devices/by-serial-number/${SERVICE_DEVICE_FOR_DEMO.serialNumber} (service)`,
    ]);
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
