import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { paths } from '../../../routing/paths';
import { harnessLoader, requestsTo, storyApi } from '../../../testing/StoryHarness';
import { harnessOf, renderLocationScreen, type LocationStoryArgs } from '../testing/LocationStory';
import { expectFitsPhone, onPhone } from '../../../testing/storyViews';
import { expectNoEdits, longestNamesOnPhone } from '../testing/locationEditStories';
import { story, urls } from '../testing/locationStoryData';
import { RoomScreen } from './RoomScreen';
import { expectVersioned, page } from '../../../testing/storyChecks';

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
    await expect(floorPlanLink).toHaveAttribute('href', urls.roomPlanEdit);
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

const renamePath = `/rooms/${story.room.id}`;

/**
 * 'Rename room' (issue 54): the dialog opens with the name as it is, the new name is saved on the
 * version the room was read at (If-Match), and the page shows it at once.
 */
export const Rename: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename room' }));
    const dialog = await page.findByRole('dialog', { name: 'Rename room' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(story.room.name);
    await expect(name).toHaveAttribute('maxlength', '100');
    // Unchanged, blank: nothing to save.
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Skyllerom øst');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Skyllerom øst' }),
    ).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    const [patch] = requestsTo(harnessOf(loaded), renamePath).filter((r) => r.method === 'PATCH');
    await expect(patch?.body).toEqual({ name: 'Skyllerom øst' });
    await expectVersioned(patch);
    await expect(patch?.tenantHeader).toBe('demo');
  },
};

/**
 * Someone renamed the room after this page opened it: the save answers 412 and the dialog says
 * so, keeping the typed name; 'Save mine over it' saves without a version.
 */
export const RenameChangedElsewhere: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename room' }));
    const dialog = await page.findByRole('dialog', { name: 'Rename room' });
    await expect((await storyApi().renameRoom(story.room.id, { name: 'Bøttekott' })).ok).toBe(true);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Skyllerom vest');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await expect(
      await within(dialog).findByText(/changed elsewhere after you opened it/),
    ).toBeVisible();
    await expect(name).toHaveValue('Skyllerom vest');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save mine over it' }));

    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Skyllerom vest' }),
    ).toBeVisible();
    const patches = requestsTo(harnessOf(loaded), renamePath).filter((r) => r.method === 'PATCH');
    await expect(patches).toHaveLength(2);
    await expect(patches[0]?.ifMatch).not.toBeNull();
    await expect(patches[1]?.ifMatch).toBeNull();
  },
};

/** 'Load the saved version' takes the name saved elsewhere, and a save then goes on its version. */
export const RenameLoadSaved: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename room' }));
    const dialog = await page.findByRole('dialog', { name: 'Rename room' });
    await storyApi().renameRoom(story.room.id, { name: 'Bøttekott' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Load the saved version' }),
    );
    await waitFor(() => expect(name).toHaveValue('Bøttekott'));
    await expect(within(dialog).queryByText(/changed elsewhere/)).toBeNull();
    // The loaded name is the name as it is: saving it unchanged is not offered.
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** The rename fails (500): 'Unable to rename', and the typed name stays. */
export const RenameFails: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('patch', '/rooms/{id}')] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename room' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Rename room' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' 2');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Unable to rename')).toBeVisible();
    await expect(name).toHaveValue(`${story.room.name} 2`);
  },
};

/** A room with devices in it cannot go: the platform refuses (409) and the dialog says why. */
export const RemoveRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove room' }));
    const dialog = await page.findByRole('alertdialog', { name: `Remove ${story.room.name}?` });
    await expect(
      within(dialog).getByText(/The room and its floor plan are removed for everyone/),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(
      await within(dialog).findByText(/This room still has devices in it/),
    ).toBeVisible();
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
  },
};

/** An empty room goes, and the person lands on its floor. */
export const RemoveEmptyRoom: Story = {
  args: { url: urls.emptyRoom },
  play: async ({ canvas, loaded, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove room' }));
    const dialog = await page.findByRole('alertdialog', {
      name: `Remove ${story.emptyRoom.name}?`,
    });
    // Focus starts on Cancel, once the dialog has placed it (after it mounts): a stray Enter
    // removes nothing.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(
      urls.floor,
    );
    const [removal] = requestsTo(harnessOf(loaded), `/rooms/${story.emptyRoom.id}`).filter(
      (r) => r.method === 'DELETE',
    );
    await expect(removal?.ifMatch).not.toBeNull();
    await expect((await storyApi().getRoom(story.emptyRoom.id)).ok).toBe(false);
  },
};

/**
 * Someone renamed the empty room after this page opened it: the removal answers 412 and the dialog
 * says it was not removed; 'Remove anyway' removes it without a version.
 */
export const RemoveChangedElsewhere: Story = {
  args: { url: urls.emptyRoom },
  play: async ({ canvas, loaded, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove room' }));
    const dialog = await page.findByRole('alertdialog', {
      name: `Remove ${story.emptyRoom.name}?`,
    });
    await expect((await storyApi().renameRoom(story.emptyRoom.id, { name: 'Bøttekott' })).ok).toBe(
      true,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await within(dialog).findByText(/so it was not removed/)).toBeVisible();
    await expect((await storyApi().getRoom(story.emptyRoom.id)).ok).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove anyway' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(
      urls.floor,
    );
    const removals = requestsTo(harnessOf(loaded), `/rooms/${story.emptyRoom.id}`).filter(
      (r) => r.method === 'DELETE',
    );
    await expect(removals).toHaveLength(2);
    await expect(removals[1]?.ifMatch).toBeNull();
  },
};

/**
 * The removal met a rename made elsewhere (412); 'Load the saved version' reads the room as it is
 * now, the dialog names it so, and removing it then goes on its new version.
 */
export const RemoveChangedElsewhereLoadSaved: Story = {
  args: { url: urls.emptyRoom },
  play: async ({ canvas, loaded, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove room' }));
    const first = await page.findByRole('alertdialog', { name: `Remove ${story.emptyRoom.name}?` });
    await storyApi().renameRoom(story.emptyRoom.id, { name: 'Bøttekott' });
    await userEvent.click(within(first).getByRole('button', { name: 'Remove' }));
    await userEvent.click(
      await within(first).findByRole('button', { name: 'Load the saved version' }),
    );
    const dialog = await page.findByRole('alertdialog', { name: 'Remove Bøttekott?' });
    await expect(within(dialog).queryByText(/changed elsewhere/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(
      urls.floor,
    );
    const removals = requestsTo(harnessOf(loaded), `/rooms/${story.emptyRoom.id}`).filter(
      (r) => r.method === 'DELETE',
    );
    await expect(removals).toHaveLength(2);
    await expectVersioned(removals[1]);
    await expect(removals[1]?.ifMatch).not.toEqual(removals[0]?.ifMatch);
  },
};

/** The removal fails (500): 'Unable to remove', and the room stays. */
export const RemoveFails: Story = {
  args: { url: urls.emptyRoom },
  parameters: { msw: { handlers: { overrides: [override.error('delete', '/rooms/{id}')] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove room' }));
    const dialog = within(
      await page.findByRole('alertdialog', { name: `Remove ${story.emptyRoom.name}?` }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await dialog.findByText('Unable to remove')).toBeVisible();
    await expect((await storyApi().getRoom(story.emptyRoom.id)).ok).toBe(true);
  },
};

/** Tenant staff read rooms; renaming and removing them is the provider's (roles table). */
export const TenantStaffCannotRenameOrRemove: Story = {
  args: { roles: ['tenant-staff'] },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: story.room.name });
    await canvas.findByRole('link', { name: /floor plan/ });
    await expectNoEdits('room', { canvas, canvasElement });
  },
};

export const LongestNamesOnPhone: Story = longestNamesOnPhone;
