import type { Meta, StoryObj } from '@storybook/react-vite';

import { paths } from '../../routing/paths';
import { glanceStory, inNorwegian, showsRole } from '../../testing/ScreensAtAGlance';
import { ProvisionScreen } from './routes/ProvisionScreen';
import {
  FORM_URL,
  provisionChildRoutes,
  resetProvisionStory,
  RESULTS_URL,
} from './testing/ProvisionStory';

const meta = { title: 'Screens at a glance/Provisioning', tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The wrapper with its two children, nested as the host nests them. */
const provision = {
  pattern: paths.provision.pattern,
  screen: <ProvisionScreen />,
  childRoutes: provisionChildRoutes(),
};
const form = { url: FORM_URL, ...provision };
const results = { url: RESULTS_URL, ...provision };
/**
 * One session storage serves every panel, so the result is stored for all of them: the results
 * show it, and the form offers it as 'View previous result'.
 */
const three = {
  serialNumbers: ['HDP2-10101', 'HDP2-10102', 'HDP2-10103'],
  successfullyProvisioned: 3,
  devicesRequested: 3,
};
const selectModel = showsRole('button', 'Select a model');
const created = showsRole('heading', 'Created 3 / 3');

/**
 * The provisioning form and its results, on a phone and dark. The form loads nothing until
 * 'Select a model' is pressed, and it is busy or failed only after 'Create': those states are in
 * its own stories.
 */
export const Provisioning: Story = glanceStory(
  [
    { name: 'Provision form', ...form, shows: selectModel },
    {
      name: 'Provision form, with a previous result',
      ...form,
      shows: showsRole('link', 'View previous result'),
    },
    { name: 'Provision form, phone', ...form, phone: true, shows: selectModel },
    { name: 'Provision form, dark', ...form, theme: 'dark', shows: selectModel },
    { name: 'Provision results', ...results, shows: created },
    {
      name: 'Provision results, phone',
      ...results,
      phone: true,
      shows: showsRole('button', 'Download as CSV'),
    },
    { name: 'Provision results, dark', ...results, theme: 'dark', shows: created },
  ],
  { setup: () => resetProvisionStory(JSON.stringify(three)) },
);

/** The provisioning form and its results in Bokmål on a phone. */
export const ProvisioningInNorwegian: Story = inNorwegian(
  glanceStory(
    [
      {
        name: 'Provision form, phone, Bokmål',
        ...form,
        phone: true,
        shows: showsRole('button', 'Velg en modell'),
      },
      {
        name: 'Provision results, phone, Bokmål',
        ...results,
        phone: true,
        shows: showsRole('button', 'Last ned som CSV'),
      },
    ],
    { setup: () => resetProvisionStory(JSON.stringify(three)) },
  ),
);
