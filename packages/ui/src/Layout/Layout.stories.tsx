import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Breadcrumbs } from '../Breadcrumbs';
import { Button } from '../Button';
import { TextField } from '../TextField';
import {
  FilterBar,
  KeyValueList,
  Page,
  PageHeader,
  ResponsiveGrid,
  SectionCard,
  Table,
} from './Layout';

/** A room page as the console lays it out: header with trail and action, facts, a list. */
function RoomPage() {
  return (
    <Page>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs
            items={[
              { key: 'sections', label: 'Sections', href: '#sections' },
              { key: 'section', label: 'North campus', href: '#section' },
              { key: 'room', label: 'Washroom 2.14' },
            ]}
          />
        }
        title="Washroom 2.14"
        description="A room of the 2nd floor of Building A."
        actions={<Button>Edit floor-plan</Button>}
      />
      <ResponsiveGrid minItemWidth={280}>
        <SectionCard title="Room">
          <KeyValueList
            items={[
              { label: 'Type', value: 'Washroom' },
              { label: 'Floor', value: '2nd floor (Building A)' },
              { label: 'Devices', value: '3' },
            ]}
          />
        </SectionCard>
        <SectionCard title="Devices" actions={<Button variant="secondary">Add</Button>}>
          <FilterBar label="Filter">
            <TextField label="Search devices" value="" onChange={() => undefined} />
          </FilterBar>
          <Table aria-label="Devices in this room">
            <thead>
              <tr>
                <th>Serial number</th>
                <th>Fluid</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>HDP2-10001</td>
                <td>Disinfectant</td>
              </tr>
            </tbody>
          </Table>
        </SectionCard>
      </ResponsiveGrid>
    </Page>
  );
}

const meta = {
  title: 'UI/Layout',
  component: RoomPage,
} satisfies Meta<typeof RoomPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One h1 with the trail above it, cards named by their headings, facts as a description list. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Washroom 2.14');
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit floor-plan' })).toBeVisible();
    const room = canvas.getByRole('region', { name: 'Room' });
    await expect(within(room).getByText('Type')).toBeVisible();
    await expect(within(room).getByText('Washroom')).toBeVisible();
    // A browser-default <dl> indents its values by 40 px; the facts sit flush.
    await expect(getComputedStyle(room.querySelector('dd') as Element).marginLeft).toBe('0px');
    await expect(canvas.getByRole('group', { name: 'Filter' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Devices in this room' })).toBeVisible();
  },
};

/** A phone: the cards stack, nothing is wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: () => (
    <div style={{ width: 320 }} data-testid="phone">
      <RoomPage />
    </div>
  ),
  play: async ({ canvas }) => {
    const page = canvas.getByTestId('phone');
    await expect(page.scrollWidth).toBeLessThanOrEqual(320);
    const [first, second] = canvas.getAllByRole('heading', { level: 2 });
    // Stacked: the second card starts below the first.
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom,
    );
  },
};

/** The dark theme. */
export const Dark: Story = {
  ...Default,
  globals: { theme: 'dark' },
};
