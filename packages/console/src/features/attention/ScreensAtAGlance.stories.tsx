import type { Meta, StoryObj } from '@storybook/react-vite';

import { paths } from '../../routing/paths';
import { glanceStory, inNorwegian, showsRole } from '../../testing/ScreensAtAGlance';
import { NeedsAttentionScreen } from './routes/NeedsAttentionScreen';

const meta = { title: 'Screens at a glance/Needs attention', tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const worklist = {
  url: paths.attention.to('demo'),
  pattern: paths.attention.pattern,
  screen: <NeedsAttentionScreen />,
};
const cards = showsRole('list', 'Needs attention');

/** The worklist: loaded, nothing to do, loading, failed, on a phone and dark. */
export const NeedsAttention: Story = glanceStory([
  { name: 'Needs attention', ...worklist, shows: cards },
  {
    name: 'Needs attention, nothing to do',
    ...worklist,
    overrides: (o) => [o.empty('get', '/tenants/{tenant}/attention')],
    shows: 'Nothing needs attention',
  },
  {
    name: 'Needs attention, loading',
    ...worklist,
    overrides: (o) => [o.loading('get', '/tenants/{tenant}/attention')],
    shows: showsRole('progressbar', 'Needs attention'),
  },
  {
    name: 'Needs attention, failed',
    ...worklist,
    overrides: (o) => [o.error('get', '/tenants/{tenant}/attention')],
    shows: 'Unable to fetch devices that need attention from api.',
  },
  { name: 'Needs attention, phone', ...worklist, phone: true, shows: cards },
  { name: 'Needs attention, dark', ...worklist, theme: 'dark', shows: cards },
]);

/** The worklist in Bokmål on a phone, and failing: the longer words fit 360 px. */
export const NeedsAttentionInNorwegian: Story = inNorwegian(
  glanceStory([
    {
      name: 'Needs attention, phone, Bokmål',
      ...worklist,
      phone: true,
      shows: showsRole('list', 'Trenger oppfølging'),
    },
    {
      name: 'Needs attention, failed, phone, Bokmål',
      ...worklist,
      phone: true,
      overrides: (o) => [o.error('get', '/tenants/{tenant}/attention')],
      shows: 'Kunne ikke hente dispensere som trenger oppfølging fra API-et.',
    },
  ]),
);
