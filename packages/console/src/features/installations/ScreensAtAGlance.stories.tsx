import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { paths } from '../../routing/paths';
import { glanceStory, inNorwegian, showsRole } from '../../testing/ScreensAtAGlance';
import { DEMO_DEVICE, SERVICE_DEVICE_FOR_DEMO } from '../../testing/storyData';
import { InstallationsScreen } from './routes/InstallationsScreen';
import { InstallScreen } from './routes/InstallScreen';
import { INSTALL_WIZARD_STORAGE_PREFIX } from './constants';

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
  pattern: paths.deviceInstall.pattern,
  screen: <InstallScreen geolocation={noGeolocation} />,
};
/** A demo device whose installation the seed has Installed: the wizard offers a new one. */
const installed = {
  ...wizard,
  url: paths.deviceInstall.to('demo', DEMO_DEVICE.serialNumber),
};
/** A demo device left without any installation by the setup below. */
const WITHOUT_INSTALLATION = 'HDP2-10002';
const missing = { ...wizard, url: paths.deviceInstall.to('demo', WITHOUT_INSTALLATION) };
const finishedNotice = new RegExp(`^${DEMO_DEVICE.serialNumber} was installed at demo on `);
/** Asks for the new installation, then finds what the panel's answer shows. */
const afterInstallAgain =
  (shows: string) => async (panel: Parameters<ReturnType<typeof showsRole>>[0]) => {
    const button = await panel.findByRole('button', { name: 'Install again at demo' });
    button.click();
    await expect(await panel.findByText(shows)).toBeVisible();
  };
const list = showsRole('list', 'Installations');
const selectTenant = showsRole('heading', 'Select Tenant');

/**
 * Plan installations in its states; the install wizard's first step, on a phone and dark; and
 * before step 0, a device whose installation is finished or missing, with the offer to install
 * it again in each of its outcomes.
 */
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
    { name: 'Installed device: install again', ...installed, shows: finishedNotice },
    {
      name: 'Install again, in progress',
      ...installed,
      overrides: (o) => [o.loading('post', installations)],
      shows: afterInstallAgain('Starting a new installation at demo ...'),
    },
    {
      name: 'Install again, conflict (409)',
      ...installed,
      overrides: (o) => [o.conflict('post', installations)],
      shows: afterInstallAgain(
        'Conflict: the device already has an active installation. Reload to continue that one.',
      ),
    },
    {
      name: 'Install again, error (500)',
      ...installed,
      overrides: (o) => [o.error('post', installations)],
      shows: afterInstallAgain('Unable to start a new installation.'),
    },
    { name: 'Installed device, phone', ...installed, phone: true, shows: finishedNotice },
    { name: 'Installed device, dark', ...installed, theme: 'dark', shows: finishedNotice },
    { name: 'No installation', ...missing, shows: 'Not installed yet' },
  ],
  {
    // Every panel opens the wizard at its first step: no wizard state left from another story.
    setup: (platform) => {
      for (const key of Object.keys(sessionStorage)) {
        if (key.startsWith(INSTALL_WIZARD_STORAGE_PREFIX)) sessionStorage.removeItem(key);
      }
      platform.edit((state) => {
        const device = state.devices.find((d) => d.serialNumber === WITHOUT_INSTALLATION)!;
        state.installations = state.installations.filter((i) => i.deviceId !== device.id);
      });
    },
  },
);

/** Plan installations and the wizard's first step in Bokmål on a phone. */
export const InstallationsInNorwegian: Story = inNorwegian(
  glanceStory(
    [
      {
        name: 'Plan installations, phone, Bokmål',
        ...plan,
        phone: true,
        shows: showsRole('list', 'Installasjoner'),
      },
      {
        name: 'Plan installations, failed, phone, Bokmål',
        ...plan,
        phone: true,
        overrides: (o) => [o.error('get', installations)],
        shows: 'Kunne ikke hente installasjoner fra API-et.',
      },
      {
        name: 'Install wizard, phone, Bokmål',
        ...wizard,
        phone: true,
        shows: showsRole('heading', 'Velg kunde'),
      },
    ],
    {
      setup: () => {
        for (const key of Object.keys(sessionStorage)) {
          if (key.startsWith(INSTALL_WIZARD_STORAGE_PREFIX)) sessionStorage.removeItem(key);
        }
      },
    },
  ),
);
