import type { Meta, StoryObj } from '@storybook/react-vite';

import { paths } from '../../routing/paths';
import { glanceStory, inNorwegian, showsRole } from '../../testing/ScreensAtAGlance';
import { DashboardScreen } from './routes/DashboardScreen';

const meta = { title: 'Screens at a glance/Dashboard', tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const dashboard = {
  url: paths.dashboard.to('demo'),
  pattern: paths.dashboard.pattern,
  screen: <DashboardScreen />,
};
const feed = showsRole('list', 'Live events');

/** The dashboard: its feed and fleet summary, quiet, loading and failing, on a phone and dark. */
export const Dashboard: Story = glanceStory([
  { name: 'Dashboard', ...dashboard, shows: feed },
  {
    name: 'Dashboard, loading',
    ...dashboard,
    overrides: (o) => [
      o.loading('get', '/tenants/{tenant}/devices'),
      o.loading('get', '/device-events'),
    ],
    shows: showsRole('progressbar', 'Fleet'),
  },
  {
    name: 'Dashboard, no events yet',
    ...dashboard,
    overrides: (o) => [o.empty('get', '/device-events')],
    shows: 'No events yet',
  },
  {
    name: 'Dashboard, fleet failing',
    ...dashboard,
    overrides: (o) => [o.error('get', '/tenants/{tenant}/devices')],
    shows: 'Unable to fetch devices from api.',
  },
  { name: 'Dashboard, phone', ...dashboard, phone: true, shows: feed },
  { name: 'Dashboard, dark', ...dashboard, theme: 'dark', shows: 'Event types: all' },
  { name: 'Dashboard, phone, dark', ...dashboard, phone: true, theme: 'dark', shows: feed },
]);

/** The dashboard in Bokmål on a phone, light and dark, and quiet: the longer words fit 360 px. */
export const DashboardInNorwegian: Story = inNorwegian(
  glanceStory([
    {
      name: 'Dashboard, phone, Bokmål',
      ...dashboard,
      phone: true,
      shows: showsRole('list', 'Hendelser i sanntid'),
    },
    {
      name: 'Dashboard, phone, dark, Bokmål',
      ...dashboard,
      phone: true,
      theme: 'dark',
      shows: showsRole('list', 'Hendelser i sanntid'),
    },
    {
      name: 'Dashboard, no events yet, phone, Bokmål',
      ...dashboard,
      phone: true,
      overrides: (o) => [o.empty('get', '/device-events')],
      shows: 'Ingen hendelser ennå',
    },
  ]),
);
