import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { paths } from '../../../routing/paths';
import { harnessLoader, requestsTo, storyApi } from '../../../testing/StoryHarness';
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
import { PremiseScreen } from './PremiseScreen';
import { expectVersioned } from '../../../testing/storyChecks';

const meta = {
  title: 'Console/Locations/Premise',
  loaders: [harnessLoader],
  args: { url: urls.premise },
  render: renderLocationScreen(PremiseScreen, paths.premise.pattern),
} satisfies Meta<LocationStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function openDialog(
  canvas: { findByRole: typeof body.findByRole },
  userEvent: { click: (e: Element) => Promise<void> },
  name: 'Add Floor' | 'Add coordinates',
) {
  await userEvent.click(await canvas.findByRole('button', { name }));
  return within(await body.findByRole('dialog', { name }));
}

/** The premise's floors, with 'Add Floor' and 'Add coordinates'. */
export const Default: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: story.premise.name }),
    ).toBeVisible();
    // Each floor is a real link to its page (`…/premises/{premiseId}/floors/{floorId}`).
    const floors = await canvas.findByRole('list', { name: 'floors' });
    await expect(
      await within(floors).findByRole('link', { name: new RegExp(story.floor.name) }),
    ).toHaveAttribute('href', urls.floor);
    await expect(canvas.queryByRole('option')).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Search floors' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Pagination' })).toHaveTextContent(/Page 1 of/);
    await expect(await canvas.findByRole('button', { name: 'Add Floor' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Add coordinates' })).toBeEnabled();
    const list = requestsTo(harnessOf(loaded), `/premises/${story.premise.id}/floors?`)[0];
    await expect(list?.tenantHeader).toBe('demo');
  },
};

/**
 * 'Add Floor': POST /sections/{id}/floors with name, sectionId, number and premiseId; then the
 * tenant's locations refresh (the premise on screen is asked for again, as the device filter's
 * floors would be).
 */
export const AddFloor: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const premiseReads = () =>
      harnessOf(loaded).requests.filter(
        (r) => r.method === 'GET' && r.path === `/premises/${story.premise.id}`,
      ).length;
    const dialog = await openDialog(canvas, userEvent, 'Add Floor');
    const readsBefore = premiseReads();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), '4. etasje');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Number' }), '4');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('link', { name: /4\. etasje/ })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^${urls.premise}/floors/[^/]+$`)),
    );
    const post = requestsTo(harnessOf(loaded), `/sections/${story.section.id}/floors`).find(
      (r) => r.method === 'POST',
    );
    await expect(post?.tenantHeader).toBe('demo');
    await expect(post?.body).toEqual({
      name: '4. etasje',
      sectionId: story.section.id,
      number: 4,
      premiseId: story.premise.id,
    });
    await waitFor(() => expect(premiseReads()).toBeGreaterThan(readsBefore));
  },
};

/** Spec §5: a number that is not an integer ('two') shows an error; Create stays disabled. */
export const FloorNumberTwo: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, 'Add Floor');
    const number = dialog.getByRole('textbox', { name: 'Number' });
    await userEvent.type(number, 'two');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Must be a whole number')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.clear(number);
    await userEvent.type(number, '2');
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

/** Spec §5: the floor name is not checked; an empty name is sent as it is. */
export const FloorWithoutName: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, 'Add Floor');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Number' }), '7');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(
        requestsTo(harnessOf(loaded), `/sections/${story.section.id}/floors`).find(
          (r) => r.method === 'POST',
        )?.body,
      ).toMatchObject({ name: '', number: 7 }),
    );
  },
};

/** Spec §8 'Unable to create Floor': the dialog stays open with its values. */
export const AddFloorFails: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.error('post', '/sections/{id}/floors')] } },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, 'Add Floor');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Loft');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Number' }), '5');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await dialog.findByText('Unable to create Floor')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Loft');
    await expect(dialog.getByRole('textbox', { name: 'Number' })).toHaveValue('5');
  },
};

/** 'Add coordinates': 'latitude, longitude' → PUT /premises/{id}/location; 'Location updated'. */
export const AddCoordinates: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, 'Add coordinates');
    const field = dialog.getByRole('textbox', { name: 'Coordinates' });
    const update = dialog.getByRole('button', { name: 'Update' });
    await userEvent.clear(field);
    await expect(update).toBeDisabled();
    await userEvent.type(field, '59.9, 10.7');
    await userEvent.click(update);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Location updated');
    await expect(await canvas.findByText('59.9, 10.7')).toBeVisible();
    const put = requestsTo(harnessOf(loaded), `/premises/${story.premise.id}/location`)[0];
    await expect(put?.method).toBe('PUT');
    await expect(put?.tenantHeader).toBe('demo');
    await expect(put?.body).toEqual({ latitude: 59.9, longitude: 10.7 });
    await expectVersioned(put);
  },
};

/**
 * The premise changed elsewhere after the page read it (renamed, or its coordinates set): the
 * coordinates are not saved over it silently (412); 'Save mine over it' saves without a version.
 */
export const CoordinatesChangedElsewhere: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, 'Add coordinates');
    await storyApi().updatePremiseLocation(story.premise.id, { latitude: 63.4, longitude: 10.4 });
    const field = dialog.getByRole('textbox', { name: 'Coordinates' });
    await userEvent.clear(field);
    await userEvent.type(field, '59.9, 10.7');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(await dialog.findByText(/changed elsewhere after you opened it/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save mine over it' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Location updated');
    const puts = requestsTo(harnessOf(loaded), `/premises/${story.premise.id}/location`);
    await expect(puts).toHaveLength(2);
    await expect(puts[0]?.ifMatch).not.toBeNull();
    await expect(puts[1]?.ifMatch).toBeNull();
  },
};

/** Spec §5: 'abc' and '59.9,10.7' (no space after the comma) are not coordinates. */
export const CoordinatesBadInput: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, 'Add coordinates');
    const field = dialog.getByRole('textbox', { name: 'Coordinates' });
    const update = dialog.getByRole('button', { name: 'Update' });
    for (const text of ['abc', '59.9,10.7']) {
      await userEvent.clear(field);
      await userEvent.type(field, text);
      await expect(update).toBeDisabled();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

/** Spec §8 'Unable to update location': the dialog stays open with the text. */
export const CoordinatesFail: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.error('put', '/premises/{id}/location')] } },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, 'Add coordinates');
    const field = dialog.getByRole('textbox', { name: 'Coordinates' });
    await userEvent.clear(field);
    await userEvent.type(field, '59.9, 10.7');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(await dialog.findByText('Unable to update location')).toBeVisible();
    await expect(field).toHaveValue('59.9, 10.7');
  },
};

export const NotFound: Story = {
  args: { url: paths.premise.to('demo', story.section.id, 'no-such-premise') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Premise not found')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: new RegExp(story.floor.name) }),
    ).toHaveAttribute('href', urls.floor);
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: new RegExp(story.floor.name) });
    await expectFitsPhone(canvasElement);
  },
};

/**
 * A tenant's own staff reads the premise and its floors; adding floors and setting coordinates
 * are the provider's (roles table), so neither is offered.
 */
export const AsTenantStaff: Story = {
  args: { roles: ['tenant-staff'] },
  play: async ({ canvas, canvasElement, loaded }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: story.premise.name }),
    ).toBeVisible();
    const floors = await canvas.findByRole('list', { name: 'floors' });
    await expect(
      await within(floors).findByRole('link', { name: new RegExp(story.floor.name) }),
    ).toBeVisible();
    await expectWithheld(canvasElement, 'createFloor');
    await expectWithheld(canvasElement, 'updatePremiseLocation');
    await expect(canvas.queryByRole('button', { name: 'Add Floor' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add coordinates' })).toBeNull();
    await expectNoEdits('premise', { canvas, canvasElement });
    await expect(harnessOf(loaded).requests.filter((r) => r.method !== 'GET')).toEqual([]);
  },
};

/** The same at 360 px in the dark theme. */
export const AsTenantStaffPhoneDark: Story = {
  globals: { ...onPhone.globals, ...inDark.globals },
  args: { roles: ['tenant-staff'] },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'floors' });
    await expectWithheld(canvasElement, 'createFloor');
    await expect(canvas.queryByRole('button', { name: 'Add Floor' })).toBeNull();
    await expectFitsPhone(canvasElement);
  },
};

/** 'Rename premise' (issue 54): saved on the version read, shown at once. */
export const Rename: Story = renameStory('premise', story.premise);

/** 'Remove premise' while something is in it: refused, with what to do first. */
export const RemoveRefused: Story = removeRefusedStory('premise', story.premise);

export const LongestNamesOnPhone: Story = longestNamesOnPhone;
