import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { paths } from '../../routing/paths';
import { glanceStory, inNorwegian, showsRole } from '../../testing/ScreensAtAGlance';
import { MaintenanceIndicator } from './components/MaintenanceIndicator';
import { MaintenanceScreen } from './routes/MaintenanceScreen';

const meta = { title: 'Screens at a glance/Maintenance', tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Maintenance is the service tenant's screen. */
const maintenance = {
  url: paths.maintenance.to('service'),
  pattern: paths.maintenance.pattern,
  tenant: 'service',
  screen: <MaintenanceScreen />,
};
const sessions = showsRole('list', 'Maintenance sessions by date');

/**
 * Maintenance as the service tenant sees it: no tenant in maintenance and the sessions by date,
 * no sessions, the sessions failing, on a phone and dark. (A tenant in maintenance is in the
 * screen's own stories: it needs a clock-relative platform state.)
 */
export const Maintenance: Story = glanceStory([
  { name: 'Maintenance', ...maintenance, shows: 'No tenant is in maintenance.' },
  {
    name: 'Maintenance, no sessions',
    ...maintenance,
    overrides: (o) => [o.empty('get', '/sessions')],
    shows: 'No maintenance sessions.',
  },
  {
    name: 'Maintenance, sessions failing',
    ...maintenance,
    overrides: (o) => [o.error('get', '/sessions')],
    shows: 'Unable to fetch sessions from api.',
  },
  { name: 'Maintenance, phone', ...maintenance, phone: true, shows: sessions },
  { name: 'Maintenance, dark', ...maintenance, theme: 'dark', shows: sessions },
]);

/** The app bar's part: the tenant's name and its maintenance indicator. */
function appBar(tenant: string) {
  return {
    url: paths.users.to(tenant),
    pattern: paths.users.pattern,
    tenant,
    screen: (
      <header aria-label="App bar">
        <span>{tenant}</span> <MaintenanceIndicator tenantIdentifier={tenant} />
      </header>
    ),
  };
}

/**
 * The app bar's maintenance indicator, asked as the current tenant (so every user of it sees
 * it), with maintenance started on demo for 30 minutes: on at demo (its own staff included),
 * off at another tenant, unknown when the status cannot be read, on a phone and dark.
 */
export const Indicator: Story = glanceStory(
  [
    {
      name: 'Indicator, staff at demo',
      ...appBar('demo'),
      // The service tenant's own view, which a tenant's staff may not read, is not needed.
      overrides: (o) => [o.error('get', '/service-tenants', 403), o.error('get', '/sessions', 403)],
      shows: /^(30|31) min left$/,
    },
    {
      name: 'Indicator, off (another tenant)',
      ...appBar('bergen-kommune'),
      // Nothing of maintenance shows; the indicator's own 'Off' story waits for the answer.
      shows: async (panel) => {
        await expect(await panel.findByText('bergen-kommune')).toBeVisible();
        await expect(panel.queryByText('Maintenance mode')).toBeNull();
      },
    },
    {
      name: 'Indicator, unknown',
      ...appBar('demo'),
      overrides: (o) => [o.error('get', '/tenants/demo/maintenance')],
      shows: 'Maintenance mode unknown',
    },
    { name: 'Indicator, phone', ...appBar('demo'), phone: true, shows: 'Maintenance mode' },
    { name: 'Indicator, dark', ...appBar('demo'), theme: 'dark', shows: 'Maintenance mode' },
  ],
  {
    setup: (platform) => platform.startMaintenance('demo', new Date(Date.now() + 30 * 60_000)),
  },
);

/** Maintenance in Bokmål on a phone, and with no tenant in maintenance. */
export const MaintenanceInNorwegian: Story = inNorwegian(
  glanceStory([
    {
      name: 'Maintenance, phone, Bokmål',
      ...maintenance,
      phone: true,
      shows: showsRole('list', 'Vedlikeholdsøkter etter dato'),
    },
    {
      name: 'Maintenance, failed, phone, Bokmål',
      ...maintenance,
      phone: true,
      overrides: (o) => [o.error('get', '/sessions')],
      shows: 'Kunne ikke hente økter fra API-et.',
    },
  ]),
);
