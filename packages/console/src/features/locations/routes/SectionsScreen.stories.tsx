import { NAME_MAX_LENGTH } from '@hygiene/api-client';
import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { paths } from '../../../routing/paths';
import { harnessLoader, requestsTo, storyApi } from '../../../testing/StoryHarness';
import { harnessOf, renderLocationScreen, type LocationStoryArgs } from '../testing/LocationStory';
import { expectFitsPhone, onPhone } from '../../../testing/storyViews';
import { filledTo } from '../../../testing/longestValues';
import { linkNamed, story, urls } from '../testing/locationStoryData';
import { longestNamesOnPhone } from '../testing/locationEditStories';
import { SectionsScreen } from './SectionsScreen';
import { expectVersioned, page } from '../../../testing/storyChecks';
import { expectWithheld } from '../../../testing/withheld';

const meta = {
  title: 'Console/Locations/Sections',
  loaders: [harnessLoader],
  args: { url: urls.sections },
  render: renderLocationScreen(SectionsScreen, paths.sections.pattern),
} satisfies Meta<LocationStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The section search: page size 9, the tenant's header. Each row is a real link to its section
 * (`/demo/sections/{sectionId}`): it opens in a new tab on a middle click, and a click follows it.
 */
export const Default: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sections' })).toBeVisible();
    const link = await canvas.findByRole('link', { name: linkNamed(story.section.name) });
    await expect(link).toHaveAttribute('href', urls.section);
    await expect(canvas.getByRole('list', { name: 'sections' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(story.sectionCount);
    await expect(canvas.queryByRole('option')).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Search sections' })).toBeVisible();
    await expect(canvas.getByText(`Page 1 of ${Math.ceil(story.sectionCount / 9)}`)).toBeVisible();
    const [first] = requestsTo(harnessOf(loaded), '/sections?');
    await expect(first?.url.searchParams.get('pageSize')).toBe('9');
    await expect(first?.url.searchParams.get('page')).toBe('1');
    await expect(first?.tenantHeader).toBe('demo');

    await userEvent.click(link);
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(
      urls.section,
    );
  },
};

/** Keyboard: Tab goes from the search box to the first section's link; Enter follows it. */
export const KeyboardFollowsLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('link', { name: linkNamed(story.section.name) });
    const [firstLink] = canvas.getAllByRole('link');
    const href = firstLink?.getAttribute('href') ?? '';
    await expect(href).toMatch(/^\/demo\/sections\/[^/]+$/);
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search sections' }));
    await userEvent.tab();
    await expect(firstLink).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(
      href,
    );
  },
};

/**
 * Spec §2 'Search {items}': the term goes to GET /sections as `term`; one result stays a link
 * (a navigation list never auto-selects, so nothing opens by itself).
 */
export const Search: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await canvas.findByRole('link', { name: linkNamed(story.section.name) });
    const box = canvas.getByRole('searchbox', { name: 'Search sections' });
    await userEvent.type(box, story.section.name);
    await waitFor(() => expect(canvas.getAllByRole('link')).toHaveLength(1));
    await expect(canvas.getByRole('link', { name: linkNamed(story.section.name) })).toHaveAttribute(
      'href',
      urls.section,
    );
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
    await userEvent.clear(box);
    await userEvent.type(box, 'zzz-none');
    await expect(await canvas.findByText('No sections found.')).toBeVisible();
    await waitFor(() =>
      expect(
        requestsTo(harnessOf(loaded), '/sections?').some(
          (r) => r.url.searchParams.get('term') === 'zzz-none',
        ),
      ).toBe(true),
    );
  },
};

/** Spec §8: 'Unable to fetch sections from api.' */
export const FetchFails: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('get', '/sections')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unable to fetch sections from api.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: linkNamed(story.section.name) }),
    ).toHaveAttribute('href', urls.section);
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: linkNamed(story.section.name) });
    await expectFitsPhone(canvasElement);
  },
};

/** The longest section name the contract allows wraps in the list on a phone. */
export const LongestNamesOnPhone: Story = {
  ...longestNamesOnPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText(filledTo(story.section.name, NAME_MAX_LENGTH)),
    ).toBeVisible();
    await expectFitsPhone(canvasElement);
  },
};

/**
 * The tenant's room types, folded until opened (the list does not wait for them): each renamed
 * or removed from its row (issue 54). A type rooms are of cannot go; the dialog says why.
 */
export const RoomTypes: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const h = harnessOf(loaded);
    await canvas.findByRole('list', { name: 'sections' });
    await expect(requestsTo(h, '/room-types')).toHaveLength(0);
    const toggle = canvas.getByRole('button', { name: 'Show room types' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const types = await canvas.findByRole('list', { name: 'Room types' });
    const [first] = story.roomTypes;
    await expect(within(types).getByText(first!)).toBeVisible();

    // Offered once the roles table has loaded, a moment after the list.
    await userEvent.click(
      await within(types).findByRole('button', { name: `Remove room type: ${first}` }),
    );
    const confirm = within(await page.findByRole('alertdialog', { name: `Remove ${first}?` }));
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    await expect(
      await confirm.findByText('Rooms are still of this type, so it cannot be removed.'),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(
      within(types).getByRole('button', { name: `Rename room type: ${first}` }),
    );
    const rename = within(await page.findByRole('dialog', { name: 'Rename room type' }));
    await userEvent.clear(rename.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(rename.getByRole('textbox', { name: 'Name' }), 'Skyllerom');
    await userEvent.click(rename.getByRole('button', { name: 'Save' }));
    await expect(await within(types).findByText('Skyllerom')).toBeVisible();
    const [patch] = requestsTo(h, '/room-types/').filter((r) => r.method === 'PATCH');
    await expectVersioned(patch);
  },
};

/**
 * Someone renamed the room type after the list was read: the rename answers 412; 'Load the saved
 * version' puts the name saved elsewhere into the form, and the next save goes on its version.
 */
export const RoomTypeRenameLoadSaved: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show room types' }));
    const types = await canvas.findByRole('list', { name: 'Room types' });
    const [first] = story.roomTypes;
    await userEvent.click(
      await within(types).findByRole('button', { name: `Rename room type: ${first}` }),
    );
    const rename = within(await page.findByRole('dialog', { name: 'Rename room type' }));
    const listed = await storyApi().listRoomTypes();
    const type = listed.ok ? listed.data.items.find((t) => t.name === first) : undefined;
    await expect((await storyApi().renameRoomType(type!.id, { name: 'Bøttekott' })).ok).toBe(true);
    const name = rename.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' 2');
    await userEvent.click(rename.getByRole('button', { name: 'Save' }));
    await userEvent.click(await rename.findByRole('button', { name: 'Load the saved version' }));
    await waitFor(() => expect(name).toHaveValue('Bøttekott'));
    await expect(rename.queryByText(/changed elsewhere/)).toBeNull();
    await userEvent.type(name, ' 2');
    await userEvent.click(rename.getByRole('button', { name: 'Save' }));
    await expect(await within(types).findByText('Bøttekott 2')).toBeVisible();
    const patches = requestsTo(harnessOf(loaded), '/room-types/').filter(
      (r) => r.method === 'PATCH',
    );
    await expect(patches).toHaveLength(2);
    await expect(patches[1]?.ifMatch).not.toEqual(patches[0]?.ifMatch);
    await expectVersioned(patches[1]);
  },
};

/** A room type's new name that another type has: 'Room type already exists' (409). */
export const RoomTypeRenameTaken: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.conflict('patch', '/room-types/{id}')] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show room types' }));
    const types = await canvas.findByRole('list', { name: 'Room types' });
    const [first, second] = story.roomTypes;
    await userEvent.click(
      await within(types).findByRole('button', { name: `Rename room type: ${first}` }),
    );
    const rename = within(await page.findByRole('dialog', { name: 'Rename room type' }));
    const name = rename.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, second!);
    await userEvent.click(rename.getByRole('button', { name: 'Save' }));
    await expect(await rename.findByText('Room type already exists')).toBeVisible();
    await expect(name).toHaveValue(second);
  },
};

/** The room types are being read: the card says so. */
export const RoomTypesLoading: Story = {
  parameters: { msw: { handlers: { overrides: [override.loading('get', '/room-types')] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show room types' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Room types' })).toBeVisible();
  },
};

/** The room types cannot be read: the spec's 'Unable to fetch room types', with a retry. */
export const RoomTypesFailed: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('get', '/room-types')] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show room types' }));
    await expect(await canvas.findByText('Unable to fetch room types')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /try again/i })).toBeEnabled();
  },
};

/** Tenant staff see the room types, and no way to rename or remove them. */
export const RoomTypesForTenantStaff: Story = {
  args: { roles: ['tenant-staff'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show room types' }));
    const types = await canvas.findByRole('list', { name: 'Room types' });
    await expect(within(types).getByText(story.roomTypes[0]!)).toBeVisible();
    // What the roles table withholds is marked once it has loaded: then nothing is offered.
    await expectWithheld(types, 'renameRoomType');
    await expect(within(types).queryAllByRole('button')).toHaveLength(0);
  },
};
