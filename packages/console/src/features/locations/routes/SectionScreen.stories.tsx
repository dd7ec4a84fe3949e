import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { paths } from '../../../routing/paths';
import { harnessLoader, requestsTo } from '../../../testing/StoryHarness';
import { harnessOf, renderLocationScreen, type LocationStoryArgs } from '../testing/LocationStory';
import { expectFitsPhone, onPhone } from '../../../testing/storyViews';
import { expectWithheld } from '../../../testing/withheld';
import { linkNamed, story, urls } from '../testing/locationStoryData';
import {
  longestNamesOnPhone,
  removeRefusedStory,
  renameStory,
  expectNoEdits,
} from '../testing/locationEditStories';
import { SectionScreen } from './SectionScreen';

const meta = {
  title: 'Console/Locations/Section',
  loaders: [harnessLoader],
  args: { url: urls.section },
  render: renderLocationScreen(SectionScreen, paths.section.pattern),
} satisfies Meta<LocationStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * How many devices need attention under each premise (issue 29), from the platform's counts:
 * beside the premise's name, with how many are critical; premises with none say nothing.
 */
export const AttentionCounts: Story = {
  play: async ({ canvas, loaded }) => {
    const premises = await canvas.findByRole('list', { name: 'premises' });
    const counted = await within(premises).findAllByRole('link', {
      name: /· \d+ needs? attention( \(\d+ critical\))?$/,
    });
    await expect(counted.length).toBeGreaterThan(0);
    const [summary] = requestsTo(harnessOf(loaded), '/tenants/demo/attention/summary');
    await expect(summary?.tenantHeader).toBe('demo');
  },
};

/**
 * The section's name, its premises (searchable), and 'Add premise'. Each premise is a real link
 * to its page (`/demo/sections/{sectionId}/premises/{premiseId}`); a click follows it.
 */
export const Default: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: story.section.name }),
    ).toBeVisible();
    for (const name of story.premisesOfSection) {
      await expect(await canvas.findByRole('link', { name: linkNamed(name) })).toBeVisible();
    }
    const premises = canvas.getByRole('list', { name: 'premises' });
    await expect(within(premises).getAllByRole('link')).toHaveLength(
      story.premisesOfSection.length,
    );
    await expect(canvas.queryByRole('option')).toBeNull();
    const link = canvas.getByRole('link', { name: linkNamed(story.premise.name) });
    await expect(link).toHaveAttribute('href', urls.premise);
    const h = harnessOf(loaded);
    await expect(requestsTo(h, `/sections/${story.section.id}`)[0]?.tenantHeader).toBe('demo');
    const list = requestsTo(h, `/sections/${story.section.id}/premises?`)[0];
    await expect(list?.url.searchParams.get('pageSize')).toBe('9');
    await expect(canvas.getByRole('searchbox', { name: 'Search premises' })).toBeVisible();
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    await userEvent.click(link);
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(
      urls.premise,
    );
  },
};

/** 'Add premise': POST /premises with name and sectionId; the list shows the new premise. */
export const AddPremise: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add premise' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Add premise' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nybygget');
    await userEvent.click(create);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('link', { name: 'Nybygget' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^${urls.section}/premises/[^/]+$`)),
    );
    const post = requestsTo(harnessOf(loaded), '/premises').find((r) => r.method === 'POST');
    await expect(post?.tenantHeader).toBe('demo');
    await expect(post?.body).toEqual({ name: 'Nybygget', sectionId: story.section.id });
  },
};

/** Spec §8 'Unable to create premise': the dialog stays open with the name typed. */
export const AddPremiseFails: Story = {
  parameters: { msw: { handlers: { overrides: [override.error('post', '/premises')] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add premise' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Add premise' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nybygget');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await within(dialog).findByText('Unable to create premise')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Nybygget');
  },
};

/** Spec §8: the premises list fails with 'Unable to fetch premises from api.'; no links. */
export const PremisesFetchFails: Story = {
  parameters: {
    msw: { handlers: { overrides: [override.error('get', '/sections/{id}/premises')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unable to fetch premises from api.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.queryByRole('list', { name: 'premises' })).toBeNull();
  },
};

/** An id the platform does not know: a clear not-found message, never the error page. */
export const NotFound: Story = {
  args: { url: paths.section.to('demo', 'no-such-section') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Section not found')).toBeVisible();
    await expect(
      canvas.getByText('There is no section with id no-such-section at this tenant.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to sections' })).toHaveAttribute(
      'href',
      '/demo/sections',
    );
  },
};

/** Spec §8: a parameter the address does not carry readably. No request is sent. */
export const UnreadableId: Story = {
  args: { url: '/demo/sections/%E0%A4%A' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('Could not read sectionId from url')).toBeVisible();
    await expect(harnessOf(loaded).requests).toHaveLength(0);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: linkNamed(story.premise.name) }),
    ).toHaveAttribute('href', urls.premise);
  },
};

export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: linkNamed(story.premise.name) });
    await expectFitsPhone(canvasElement);
  },
};

/**
 * A tenant's own staff reads the section and follows its premises; adding premises is the
 * provider's (roles table), so 'Add premise' is not offered.
 */
export const AsTenantStaff: Story = {
  args: { roles: ['tenant-staff'] },
  play: async ({ canvas, canvasElement, loaded }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: story.section.name }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: linkNamed(story.premise.name) }),
    ).toHaveAttribute('href', urls.premise);
    await expectWithheld(canvasElement, 'createPremise');
    await expect(canvas.queryByRole('button', { name: 'Add premise' })).toBeNull();
    await expectNoEdits('section', { canvas, canvasElement });
    await expect(harnessOf(loaded).requests.filter((r) => r.method !== 'GET')).toEqual([]);
  },
};

/** Service staff set up locations (roles table): 'Add premise' is there. */
export const AsServiceStaff: Story = {
  args: { roles: ['service-staff'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Add premise' })).toBeEnabled();
  },
};

/** 'Rename section' (issue 54): saved on the version read, shown at once. */
export const Rename: Story = renameStory('section', story.section);

/** 'Remove section' while something is in it: refused, with what to do first. */
export const RemoveRefused: Story = removeRefusedStory('section', story.section);

export const LongestNamesOnPhone: Story = longestNamesOnPhone;
