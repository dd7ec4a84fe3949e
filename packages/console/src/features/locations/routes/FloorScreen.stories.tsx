import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { paths } from '../../../routing/paths';
import { harnessLoader, requestsTo } from '../../../testing/StoryHarness';
import { harnessOf, renderLocationScreen, type LocationStoryArgs } from '../testing/LocationStory';
import { expectFitsPhone, inDark, onPhone } from '../../../testing/storyViews';
import { expectWithheld } from '../../../testing/withheld';
import { story, urls } from '../testing/locationStoryData';
import {
  longestNamesOnPhone,
  removeRefusedStory,
  renameStory,
  expectNoEdits,
} from '../testing/locationEditStories';
import { FloorScreen } from './FloorScreen';

const meta = {
  title: 'Console/Locations/Floor',
  loaders: [harnessLoader],
  args: { url: urls.floor },
  render: renderLocationScreen(FloorScreen, paths.floor.pattern),
} satisfies Meta<LocationStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function openAddRoom(
  canvas: { findByRole: typeof body.findByRole },
  userEvent: { click: (e: Element) => Promise<void> },
) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Add Room' }));
  return within(await body.findByRole('dialog', { name: 'Add Room' }));
}

/** The floor's rooms, 6 a page (spec §9), 'Add Room', and 'Edit floor plan' (it has a plan). */
export const Default: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: story.floor.name }),
    ).toBeVisible();
    // Each room is a real link to its page (`…/floors/{floorId}/rooms/{roomId}`).
    const rooms = await canvas.findByRole('list', { name: 'rooms' });
    await expect(
      await within(rooms).findByRole('link', { name: new RegExp(story.room.name) }),
    ).toHaveAttribute('href', urls.room);
    await expect(within(rooms).getAllByRole('link').length).toBeLessThanOrEqual(6);
    await expect(canvas.queryByRole('option')).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Search rooms' })).toBeVisible();
    const list = requestsTo(harnessOf(loaded), `/floors/${story.floor.id}/rooms?`)[0];
    await expect(list?.url.searchParams.get('pageSize')).toBe('6');
    await expect(list?.tenantHeader).toBe('demo');
    await expect(await canvas.findByRole('link', { name: 'Edit floor plan' })).toHaveAttribute(
      'href',
      urls.floorPlanEdit,
    );
  },
};

/** A floor without a plan: the button says 'Add floor plan'. */
export const WithoutFloorPlan: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.notFound('get', '/floors/{id}/floor-plans')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Add floor plan' })).toBeVisible();
  },
};

/**
 * 'Add Room' with an existing type: room types from GET /room-types (page 0, size 100); save
 * enabled only with a type and a name; POST /floors/{id}/rooms with name, sectionId, roomTypeId
 * and floorId.
 */
export const AddRoom: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const dialog = await openAddRoom(canvas, userEvent);
    const create = dialog.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Toalett 9');
    await expect(create).toBeDisabled();
    const type = await dialog.findByRole('combobox', { name: 'Room type' });
    const [first] = story.roomTypes;
    await userEvent.selectOptions(type, first!);
    await expect(dialog.getByText(first!)).toBeVisible();
    await expect(create).toBeEnabled();
    await userEvent.click(create);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    const h = harnessOf(loaded);
    const types = requestsTo(h, '/room-types?')[0];
    await expect(types?.url.searchParams.get('page')).toBe('0');
    await expect(types?.url.searchParams.get('pageSize')).toBe('100');
    const post = requestsTo(h, `/floors/${story.floor.id}/rooms`).find((r) => r.method === 'POST');
    await expect(post?.tenantHeader).toBe('demo');
    await expect(post?.body).toMatchObject({
      name: 'Toalett 9',
      sectionId: story.section.id,
      floorId: story.floor.id,
    });
    await expect(typeof (post?.body as { roomTypeId?: unknown }).roomTypeId).toBe('string');
  },
};

/** 'create new': POST /room-types with name and useForCompliance, then it is selected. */
export const CreateRoomType: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const dialog = await openAddRoom(canvas, userEvent);
    await userEvent.click(await dialog.findByRole('button', { name: 'create new' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'New room type' }), 'Laboratorium');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Use for compliance' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create room type' }));
    await expect(await dialog.findByText('Laboratorium')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'change type' })).toBeVisible();
    const post = requestsTo(harnessOf(loaded), '/room-types').find((r) => r.method === 'POST');
    await expect(post?.body).toEqual({ name: 'Laboratorium', useForCompliance: true });
    await expect(post?.tenantHeader).toBe('demo');

    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Lab 1');
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    // 'change type' resets the choice: no type, no save.
    await userEvent.click(dialog.getByRole('button', { name: 'change type' }));
    await expect(await dialog.findByRole('combobox', { name: 'Room type' })).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

/** Spec §8: a room type that exists answers 409: 'Room type already exists'. */
export const RoomTypeExists: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAddRoom(canvas, userEvent);
    await userEvent.click(await dialog.findByRole('button', { name: 'create new' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'New room type' }),
      story.roomTypes[0]!,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Create room type' }));
    await expect(await dialog.findByText('Room type already exists')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'New room type' })).toHaveValue(
      story.roomTypes[0]!,
    );
  },
};

/** Spec §8: 'Unable to fetch room types'. */
export const RoomTypesFail: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('get', '/room-types')] } } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAddRoom(canvas, userEvent);
    await expect(await dialog.findByText('Unable to fetch room types')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

/** Spec §8 'Unable to create Room': the dialog stays open with the name and the type. */
export const AddRoomFails: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.error('post', '/floors/{id}/rooms')] } },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openAddRoom(canvas, userEvent);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Toalett 9');
    await userEvent.selectOptions(
      await dialog.findByRole('combobox', { name: 'Room type' }),
      story.roomTypes[0]!,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await dialog.findByText('Unable to create Room')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Toalett 9');
    await expect(dialog.getByText(story.roomTypes[0]!)).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { url: paths.floor.to('demo', story.section.id, story.premise.id, 'no-such-floor') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Floor not found')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: new RegExp(story.room.name) }),
    ).toHaveAttribute('href', urls.room);
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: new RegExp(story.room.name) });
    await expectFitsPhone(canvasElement);
  },
};

/**
 * A tenant's own staff: rooms (and the room types made with them) are the provider's to add
 * (roles table), so 'Add Room' is not offered; the floor plan stays theirs to edit.
 */
export const AsTenantStaff: Story = {
  args: { roles: ['tenant-staff'] },
  play: async ({ canvas, canvasElement, loaded }) => {
    const rooms = await canvas.findByRole('list', { name: 'rooms' });
    await expect(
      await within(rooms).findByRole('link', { name: new RegExp(story.room.name) }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Edit floor plan' })).toHaveAttribute(
      'href',
      urls.floorPlanEdit,
    );
    await expectWithheld(canvasElement, 'createRoom');
    await expect(canvas.queryByRole('button', { name: 'Add Room' })).toBeNull();
    await expectNoEdits('floor', { canvas, canvasElement });
    await expect(harnessOf(loaded).requests.filter((r) => r.method !== 'GET')).toEqual([]);
  },
};

/** The same at 360 px in the dark theme. */
export const AsTenantStaffPhoneDark: Story = {
  globals: { ...onPhone.globals, ...inDark.globals },
  args: { roles: ['tenant-staff'] },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'rooms' });
    await expect(await canvas.findByRole('link', { name: 'Edit floor plan' })).toBeVisible();
    await expectWithheld(canvasElement, 'createRoom');
    await expect(canvas.queryByRole('button', { name: 'Add Room' })).toBeNull();
    await expectFitsPhone(canvasElement);
  },
};

/** 'Rename floor' (issue 54): saved on the version read, shown at once. */
export const Rename: Story = renameStory('floor', story.floor);

/** 'Remove floor' while something is in it: refused, with what to do first. */
export const RemoveRefused: Story = removeRefusedStory('floor', story.floor);

export const LongestNamesOnPhone: Story = longestNamesOnPhone;
