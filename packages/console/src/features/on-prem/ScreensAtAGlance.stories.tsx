import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { paths } from '../../routing/paths';
import { glanceStory, inNorwegian, showsRole } from '../../testing/ScreensAtAGlance';
import { deployment, WithDeployment } from './onPremStory';
import { OnPremScreen } from './routes/OnPremScreen';

const meta = { title: 'Screens at a glance/On-prem', tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const onPrem = (value: typeof deployment | null) => ({
  url: paths.onPrem.to('demo'),
  pattern: paths.onPrem.pattern,
  screen: (
    <WithDeployment value={value}>
      <OnPremScreen />
    </WithDeployment>
  ),
});
const apiUrl = deployment.apiUrl;

/** On-prem: where this console is connected, or 'not known' when the host never said; phone, dark. */
export const OnPrem: Story = glanceStory([
  { name: 'On-prem', ...onPrem(deployment), shows: apiUrl },
  {
    name: 'On-prem, nothing known',
    ...onPrem(null),
    shows: async (panel) =>
      expect((await panel.findAllByText('not known')).length).toBeGreaterThan(0),
  },
  { name: 'On-prem, phone', ...onPrem(deployment), phone: true, shows: apiUrl },
  {
    name: 'On-prem, dark',
    ...onPrem(deployment),
    theme: 'dark',
    shows: showsRole('heading', 'On-prem'),
  },
]);

/** On-prem in Bokmål on a phone, and with nothing known. */
export const OnPremInNorwegian: Story = inNorwegian(
  glanceStory([
    { name: 'On-prem, phone, Bokmål', ...onPrem(deployment), phone: true, shows: apiUrl },
    {
      name: 'On-prem, nothing known, phone, Bokmål',
      ...onPrem(null),
      phone: true,
      shows: async (panel) =>
        expect((await panel.findAllByText('ukjent')).length).toBeGreaterThan(0),
    },
  ]),
);
