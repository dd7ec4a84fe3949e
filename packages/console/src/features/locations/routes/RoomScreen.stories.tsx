import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { paths } from '../../../routing/paths';
import { harnessLoader, requestsTo } from '../../../testing/StoryHarness';
import { harnessOf, renderLocationScreen, type LocationStoryArgs } from '../testing/LocationStory';
import { expectFitsPhone, onPhone } from '../../../testing/storyViews';
import { story, urls } from '../testing/locationStoryData';
import { RoomScreen } from './RoomScreen';

const meta = {
  title: 'Console/Locations/Room',
  loaders: [harnessLoader],
  args: { url: urls.room },
  render: renderLocationScreen(RoomScreen, paths.room.pattern),
} satisfies Meta<LocationStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The room: name, type, floor, its devices (each a link) and its floor-plan button. */
export const Default: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: story.room.name }),
    ).toBeVisible();
    await expect(canvas.getByText(story.room.typeName)).toBeVisible();
    await expect(canvas.getByRole('link', { name: story.floor.name })).toHaveAttribute(
      'href',
      urls.floor,
    );
    const devices = await canvas.findByRole('list', { name: 'Devices in this room' });
    for (const serial of story.roomDevices) {
      await expect(devices).toHaveTextContent(serial);
    }
    const floorPlanLink = await canvas.findByRole('link', { name: /floor plan/ });
    await expect(floorPlanLink).toHaveAttribute('href', urls.roomPlan);
    const h = harnessOf(loaded);
    const query = requestsTo(h, '/tenants/demo/devices?')[0];
    await expect(query?.url.searchParams.getAll('location.room-id')).toEqual([story.room.id]);
    await expect(query?.tenantHeader).toBe('demo');
    // The floor plan is asked for beside the devices: on a busy machine its answer may be the
    // later one.
    await waitFor(() =>
      expect(requestsTo(h, `/rooms/${story.room.id}/floor-plans`)).toHaveLength(1),
    );
  },
};

export const DevicesFail: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.error('get', '/tenants/{tenant}/devices')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unable to fetch devices from api.')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: {
    url: paths.room.to('demo', story.section.id, story.premise.id, story.floor.id, 'no-such-room'),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Room not found')).toBeVisible();
    await expect(
      canvas.getByText('There is no room with id no-such-room at this tenant.'),
    ).toBeVisible();
  },
};

/** Spec §8 'Could not read floorId from url' for a floor segment that cannot be decoded. */
export const UnreadableFloorId: Story = {
  args: {
    url: `/demo/sections/${story.section.id}/premises/${story.premise.id}/floors/%E0%A4%A/rooms/${story.room.id}`,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not read floorId from url')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: story.room.name })).toBeVisible();
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Devices in this room' });
    await expectFitsPhone(canvasElement);
  },
};
