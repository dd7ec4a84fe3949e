import type { Meta, StoryObj } from '@storybook/react-vite';

import { paths } from '../../routing/paths';
import { glanceStory, showsRole } from '../../testing/ScreensAtAGlance';
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
