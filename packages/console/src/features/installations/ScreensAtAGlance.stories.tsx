import type { Meta, StoryObj } from '@storybook/react-vite';

import { paths } from '../../routing/paths';
import { glanceStory, showsRole } from '../../testing/ScreensAtAGlance';
import { SERVICE_DEVICE_FOR_DEMO } from '../../testing/storyData';
import { InstallationsScreen } from './routes/InstallationsScreen';
import { InstallScreen } from './routes/InstallScreen';

const meta = { title: 'Screens at a glance/Installations', tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const SERIAL = SERVICE_DEVICE_FOR_DEMO.serialNumber;
/** A geolocation that never answers, so no panel asks the real one. */
const noGeolocation: Pick<Geolocation, 'getCurrentPosition'> = { getCurrentPosition: () => {} };

const plan = {
  url: paths.installations.to('service'),
  pattern: paths.installations.pattern,
  tenant: 'service',
  screen: <InstallationsScreen />,
};
const installations = '/device-installations';
const wizard = {
  url: paths.deviceInstall.to('demo', SERIAL),
  pattern: `${paths.deviceEntry.pattern}/${paths.deviceInstall.pattern}`,
  screen: <InstallScreen geolocation={noGeolocation} />,
};
const list = showsRole('list', 'Installations');
const selectTenant = showsRole('heading', 'Select Tenant');

/** Plan installations in its states, and the install wizard's first step, on a phone and dark. */
export const Installations: Story = glanceStory(
  [
    { name: 'Plan installations', ...plan, shows: list },
    {
      name: 'Plan installations, loading',
      ...plan,
      overrides: (o) => [o.loading('get', installations)],
      shows: showsRole('progressbar', 'Plan installations'),
    },
    {
      name: 'Plan installations, empty',
      ...plan,
      overrides: (o) => [o.empty('get', installations)],
      shows: 'No installations.',
    },
    {
      name: 'Plan installations, failed',
      ...plan,
      overrides: (o) => [o.error('get', installations)],
      shows: 'Unable to fetch installations from api.',
    },
    { name: 'Plan installations, phone', ...plan, phone: true, shows: list },
    { name: 'Plan installations, dark', ...plan, theme: 'dark', shows: list },
    { name: 'Install wizard', ...wizard, shows: selectTenant },
    { name: 'Install wizard, phone', ...wizard, phone: true, shows: selectTenant },
    { name: 'Install wizard, dark', ...wizard, theme: 'dark', shows: selectTenant },
  ],
  {
    // Every panel opens the wizard at its first step: no wizard state left from another story.
    setup: () => {
      for (const key of Object.keys(sessionStorage)) {
        if (key.startsWith('install-wizard:')) sessionStorage.removeItem(key);
      }
    },
  },
);
