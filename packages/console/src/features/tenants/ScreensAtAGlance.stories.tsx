import type { Meta, StoryObj } from '@storybook/react-vite';

import { paths } from '../../routing/paths';
import { glanceStory, inNorwegian, showsRole } from '../../testing/ScreensAtAGlance';
import { TenantsScreen } from './routes/TenantsScreen';

const meta = { title: 'Screens at a glance/Set tenant', tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const tenants = {
  url: paths.tenants.to('demo'),
  pattern: paths.tenants.pattern,
  screen: <TenantsScreen />,
};
const demo = showsRole('option', /demo/);

/** Set tenant: the searchable tenant picker, loading and failing, on a phone and dark. */
export const SetTenant: Story = glanceStory([
  { name: 'Set tenant', ...tenants, shows: demo },
  {
    name: 'Set tenant, loading',
    ...tenants,
    overrides: (o) => [o.loading('get', '/tenants')],
    shows: showsRole('heading', 'Set tenant'),
  },
  {
    name: 'Set tenant, failed',
    ...tenants,
    overrides: (o) => [o.error('get', '/tenants')],
    shows: 'Unable to fetch tenants from api.',
  },
  { name: 'Set tenant, phone', ...tenants, phone: true, shows: demo },
  { name: 'Set tenant, dark', ...tenants, theme: 'dark', shows: demo },
]);

/** Set tenant in Bokmål on a phone, and failing. */
export const SetTenantInNorwegian: Story = inNorwegian(
  glanceStory([
    { name: 'Set tenant, phone, Bokmål', ...tenants, phone: true, shows: demo },
    {
      name: 'Set tenant, failed, phone, Bokmål',
      ...tenants,
      phone: true,
      overrides: (o) => [o.error('get', '/tenants')],
      shows: 'Kunne ikke hente kunder fra API-et.',
    },
  ]),
);
