import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { expectFitsPhone, onPhone } from '@hygiene/story-kit';
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
        actions={<Button>Edit floor plan</Button>}
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
    await expect(canvas.getByRole('button', { name: 'Edit floor plan' })).toBeVisible();
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
  ...onPhone,
  render: () => <RoomPage />,
  play: async ({ canvas, canvasElement }) => {
    await expectFitsPhone(canvasElement);
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

const wideRows = Array.from({ length: 4 }, (_, index) => ({
  serial: `HDP2-1000${index + 1}`,
  location: `Washroom 2.1${index} · 2. etasje`,
  battery: `${20 + index * 15} %`,
}));

/**
 * A table wider than a phone scrolls sideways in its own box, never the page; scrolled to its
 * end, the first column (the serial numbers, the key) is still where it was.
 */
export const TableOnPhone: Story = {
  ...onPhone,
  render: () => (
    <Table aria-label="Devices">
      <thead>
        <tr>
          {['Serial number', 'Fluid', 'Location', 'Power source', 'Batteries', 'Online status'].map(
            (column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {wideRows.map((row) => (
          <tr key={row.serial}>
            <th scope="row">{row.serial}</th>
            <td>Disinfectant</td>
            <td>{row.location}</td>
            <td>Battery</td>
            <td>{row.battery}</td>
            <td>Online</td>
          </tr>
        ))}
      </tbody>
    </Table>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const box = canvas.getByRole('region', { name: 'Devices' });
    await expect(box).toHaveAttribute('tabindex', '0');
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    const serial = canvas.getByRole('rowheader', { name: 'HDP2-10001' });
    const before = serial.getBoundingClientRect().left;
    box.scrollLeft = box.scrollWidth;
    await expect(box.scrollLeft).toBeGreaterThan(0);
    await expect(serial.getBoundingClientRect().left).toBe(before);
  },
};
