import { NAME_MAX_LENGTH } from '@hygiene/api-client';
import { override, type FakePlatformStoryParameters } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { harnessLoader, harnessOf, StoryHarness } from '../../../testing/StoryHarness';
import { filledTo } from '../../../testing/longestValues';
import { expectNotClipped } from '../../../testing/storyChecks';
import { expectFitsPhone, inDark, onPhone } from '../../../testing/storyViews';
import { TenantsScreen } from './TenantsScreen';

/** A stand-in for the browser's geolocation, so stories never ask the real one. */
const geolocationAt = (
  latitude: number,
  longitude: number,
): Pick<Geolocation, 'getCurrentPosition'> => ({
  getCurrentPosition: (success) =>
    success({ coords: { latitude, longitude } } as GeolocationPosition),
});
const geolocationFailing = (message: string): Pick<Geolocation, 'getCurrentPosition'> => ({
  getCurrentPosition: (_success, failure) =>
    failure?.({ code: 1, message } as GeolocationPositionError),
});

interface Args {
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | null | undefined;
  onFetchError?: (reason: string) => void;
}

const meta = {
  title: 'Console/Set tenant',
  args: { onFetchError: fn() },
  loaders: [harnessLoader],
  render: ({ geolocation, onFetchError }, { loaded }) => (
    <StoryHarness context={harnessOf(loaded)} url="/demo/tenants" pattern="tenants">
      <TenantsScreen geolocation={geolocation} onFetchError={onFetchError} />
    </StoryHarness>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tenants of the platform, searchable; every request carries the current tenant. */
export const Default: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const { requests } = harnessOf(loaded);
    await expect(canvas.getByRole('heading', { name: 'Set tenant' })).toBeVisible();
    await expect(await canvas.findByRole('option', { name: /demo/ })).toBeVisible();
    const first = requests.find((r) => r.url.pathname === '/api/tenants');
    await expect(first?.tenantHeader).toBe('demo');
    await expect(first?.authorization).toBe('Bearer story-token');
    await expect(first?.url.searchParams.get('pageSize')).toBe('9');

    await userEvent.type(canvas.getByRole('combobox', { name: 'Search tenants' }), 'demo');
    await waitFor(() =>
      expect(requests.some((r) => r.url.searchParams.get('term') === 'demo')).toBe(true),
    );
    // The one result is the tenant the user is at: not taken by itself, the page stays.
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
  },
};

/**
 * Spec §5: a search with exactly one result chooses it by itself; here another tenant, so Set
 * tenant opens its dashboard at once.
 */
export const SearchFindsOneTenant: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('option');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search tenants' }), 'Bergen');
    const landed = await canvas.findByRole('status', { name: 'Navigated to' });
    await expect(landed).toHaveTextContent('/bergen-kommune/dashboard');
  },
};

/** Choosing a tenant opens its dashboard. */
export const ChooseTenant: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('option', { name: /service/i }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(
      '/service/dashboard',
    );
  },
};

/** The list cannot be fetched: the picker's error text. */
export const ListFails: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('get', '/tenants')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unable to fetch tenants from api.')).toBeVisible();
  },
};

/** The nearest tenant by geolocation; the list is then ordered by proximity. */
export const NearestFound: Story = {
  args: { geolocation: geolocationAt(59.91, 10.75) },
  play: async ({ canvas, args, loaded, userEvent }) => {
    const { requests } = harnessOf(loaded);
    await userEvent.click(canvas.getByRole('button', { name: 'Find nearest tenant' }));
    await expect(await canvas.findByText(/^Nearest tenant: /)).toBeVisible();
    const closest = requests.find((r) => r.url.pathname === '/api/tenants/closest');
    await expect(closest?.url.searchParams.get('latitude')).toBe('59.91');
    await expect(closest?.url.searchParams.get('longitude')).toBe('10.75');
    await waitFor(() =>
      expect(requests.some((r) => r.url.searchParams.get('orderByProximity') === 'true')).toBe(
        true,
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Use / }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(
      /\/dashboard$/,
    );
    await expect(args.onFetchError).not.toHaveBeenCalled();
  },
};

/** Geolocation refused: an error, and the caller's fetch-error callback. */
export const GeolocationFails: Story = {
  args: { geolocation: geolocationFailing('User denied Geolocation') },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Find nearest tenant' }));
    await expect(await canvas.findByText('Unable to get your location.')).toBeVisible();
    await expect(args.onFetchError).toHaveBeenCalledWith('User denied Geolocation');
  },
};

/** A browser without geolocation: an error, and the callback. */
export const GeolocationAbsent: Story = {
  args: { geolocation: null },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Find nearest tenant' }));
    await expect(await canvas.findByText('Your browser cannot tell your location.')).toBeVisible();
    await expect(args.onFetchError).toHaveBeenCalledWith('geolocation unavailable');
  },
};

/** On a phone: the title where every screen has it, the picker full width, no sideways scroll. */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set tenant' })).toBeVisible();
    await expect(await canvas.findByRole('option', { name: /demo/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find nearest tenant' })).toBeEnabled();
    await expectFitsPhone(canvasElement);
  },
};

/**
 * Every tenant's name at the longest the contract allows (100): each option holds its whole name,
 * wrapped, and nothing scrolls sideways on a phone (issue 54).
 */
export const LongestValuesOnPhone: Story = {
  ...onPhone,
  parameters: {
    fakePlatform: {
      setup: (platform) =>
        platform.edit((state) => {
          for (const tenant of state.tenants) tenant.name = filledTo(tenant.name, NAME_MAX_LENGTH);
        }),
    } satisfies FakePlatformStoryParameters,
  },
  play: async ({ canvas, canvasElement }) => {
    const [first] = await canvas.findAllByRole('option');
    await expect(first?.textContent).toMatch(new RegExp(`.{${NAME_MAX_LENGTH}}`));
    await expectNotClipped(first);
    await expectFitsPhone(canvasElement);
  },
};

export const Dark: Story = {
  ...inDark,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set tenant' })).toBeVisible();
    await expect(await canvas.findByRole('option', { name: /demo/ })).toBeVisible();
  },
};
