import { override } from '@hygiene/fake-platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { paths } from '../../../routing/paths';
import { harnessLoader, requestsTo } from '../../../testing/StoryHarness';
import { harnessOf, renderLocationScreen, type LocationStoryArgs } from '../LocationStory';
import { PHONE_WIDTH } from '../../../testing/storyViews';
import { story, urls } from '../locationStoryData';
import { SectionsScreen } from './SectionsScreen';

const meta = {
  title: 'Console/Locations/Sections',
  loaders: [harnessLoader],
  args: { url: urls.sections },
  render: renderLocationScreen(SectionsScreen, paths.sections.pattern),
} satisfies Meta<LocationStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The section search: page size 9, the tenant's header; choosing a section opens it. */
export const Default: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sections' })).toBeVisible();
    await expect(await canvas.findByRole('option', { name: story.section.name })).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(story.sectionCount);
    const [first] = requestsTo(harnessOf(loaded), '/sections?');
    await expect(first?.url.searchParams.get('pageSize')).toBe('9');
    await expect(first?.url.searchParams.get('page')).toBe('1');
    await expect(first?.tenantHeader).toBe('demo');

    await userEvent.click(canvas.getByRole('option', { name: story.section.name }));
    await expect(await canvas.findByRole('status', { name: 'Navigated to' })).toHaveTextContent(
      urls.section,
    );
  },
};

/** Spec §2 'Search {items}': the term goes to GET /sections as `term`. */
export const Search: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    await canvas.findByRole('option', { name: story.section.name });
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search sections' }), 'zzz-none');
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
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('option', { name: story.section.name })).toBeVisible();
  },
};

export const Phone: Story = {
  args: { width: PHONE_WIDTH },
  play: async ({ canvas }) => {
    await canvas.findByRole('option', { name: story.section.name });
    await expect(canvas.getByTestId('phone').scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
