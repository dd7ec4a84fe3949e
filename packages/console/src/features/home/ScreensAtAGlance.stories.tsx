import type { Meta, StoryObj } from '@storybook/react-vite';

import { paths } from '../../routing/paths';
import { glanceStory, inNorwegian, showsRole } from '../../testing/ScreensAtAGlance';
import { HomeScreen } from './routes/HomeScreen';

const meta = { title: 'Screens at a glance/Home', tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const home = {
  url: paths.lander.to('demo'),
  pattern: paths.lander.pattern,
  screen: <HomeScreen />,
};
const serial = showsRole('textbox', 'Serial number');

/** Home: the serial-number look-up and the shortcuts, on a laptop and a phone, light and dark. */
export const Home: Story = glanceStory([
  { name: 'Home', ...home, shows: serial },
  { name: 'Home, dark', ...home, theme: 'dark', shows: serial },
  { name: 'Home, phone', ...home, phone: true, shows: serial },
  { name: 'Home, phone, dark', ...home, phone: true, theme: 'dark', shows: serial },
]);

/** Home in Bokmål on a phone, light and dark: the longer words fit 360 px. */
export const HomeInNorwegian: Story = inNorwegian(
  glanceStory([
    {
      name: 'Home, phone, Bokmål',
      ...home,
      phone: true,
      shows: showsRole('textbox', 'Serienummer'),
    },
    {
      name: 'Home, phone, dark, Bokmål',
      ...home,
      phone: true,
      theme: 'dark',
      shows: showsRole('textbox', 'Serienummer'),
    },
  ]),
);
