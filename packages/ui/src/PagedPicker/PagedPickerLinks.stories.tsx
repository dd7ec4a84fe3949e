import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { expect, fn, waitFor } from 'storybook/test';

import { expectFitsPhone, onPhone } from '@hygiene/story-kit';
import type { PagedResult } from './pagedResult';
import {
  PagedPicker,
  type PagedPickerCommonProps,
  type PagedPickerNavigatorProps,
} from './PagedPicker';
import { PickerRow } from './PickerRow';
import { usePagedSearch, type FetchPage } from './usePagedSearch';

interface Section {
  id: string;
  name: string;
}

function makeSections(count: number): Section[] {
  return Array.from({ length: count }, (_, i) => ({ id: `s${i + 1}`, name: `Section ${i + 1}` }));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fake API over an in-memory list: search by name, 1-based pages, like the platform's. */
function fakeApi(sections: Section[], { pageSize = 9, delayMs = 20 } = {}) {
  return async (term: string, page: number): Promise<PagedResult<Section>> => {
    await pause(delayMs);
    const needle = term.trim().toLowerCase();
    const hits =
      needle === '' ? sections : sections.filter((s) => s.name.toLowerCase().includes(needle));
    const totalPages = Math.ceil(hits.length / pageSize);
    return {
      items: hits.slice((page - 1) * pageSize, page * pageSize),
      pageSize,
      currentPage: page,
      nextPage: page < totalPages ? page + 1 : null,
      totalItems: hits.length,
      totalPages,
    };
  };
}

/** The navigator's props, its rows from `fetchPage` through the kit's own source. */
type NavigatorArgs = Omit<PagedPickerCommonProps<Section>, 'source'> &
  PagedPickerNavigatorProps<Section> & { fetchPage: FetchPage<Section> };

/** The navigator over `fetchPage`, as an app without a server-state cache builds it. */
function SectionLinks({ fetchPage, ...props }: NavigatorArgs) {
  const source = usePagedSearch({ fetchPage, firstPage: props.firstPage });
  return <PagedPicker<Section> {...props} source={source} />;
}

/**
 * Stands in for a router's `Link`: renders the real anchor (so the browser's own middle and ctrl
 * clicks work) and, on a plain click, reports the address instead of leaving the story.
 */
const followed = fn<(href: string) => void>();
const storyLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <a
    href={href}
    onClick={(event) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      followed(href);
    }}
  >
    {children}
  </a>
);

const Width = styled.div`
  max-width: 420px;
`;

const meta = {
  title: 'UI/PagedPicker links',
  render: (args) => (
    <Width>
      <SectionLinks {...args} />
    </Width>
  ),
  args: {
    items: 'sections',
    fetchPage: fn<FetchPage<Section>>(fakeApi(makeSections(23))),
    getKey: (section) => section.id,
    renderItem: (section) => <PickerRow title={section.name} />,
    itemHref: (section) => `/demo/sections/${section.id}`,
    renderLink: storyLink,
  },
  beforeEach: () => {
    followed.mockClear();
  },
} satisfies Meta<NavigatorArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The navigation form: a 'Search sections' box over a list of real links, one per row, each with
 * its address as `href`; Tab reaches them and Enter follows one.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const list = await canvas.findByRole('list', { name: 'sections' });
    await step('the rows are links with their real addresses, not options', async () => {
      await expect(await canvas.findAllByRole('link')).toHaveLength(9);
      await expect(canvas.getByRole('link', { name: 'Section 2' })).toHaveAttribute(
        'href',
        '/demo/sections/s2',
      );
      await expect(canvas.queryByRole('listbox')).toBeNull();
      await expect(canvas.queryByRole('option')).toBeNull();
      await expect(canvas.queryByRole('combobox')).toBeNull();
      await expect(list).toBeVisible();
      await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    });
    await step('Tab goes from the search box to the first link; Enter follows it', async () => {
      const box = canvas.getByRole('searchbox', { name: 'Search sections' });
      await userEvent.click(box);
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Section 1' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Section 2' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(followed).toHaveBeenCalledOnce();
      await expect(followed).toHaveBeenCalledWith('/demo/sections/s2');
    });
    await step('the pagination bar turns the page; the hrefs follow the rows', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
      await expect(await canvas.findByRole('link', { name: 'Section 10' })).toHaveAttribute(
        'href',
        '/demo/sections/s10',
      );
    });
  },
};

/**
 * A search that finds exactly one item leaves it a link: a navigation list never auto-selects,
 * so nothing is followed until the person asks. The term is debounced like the chooser's.
 */
export const SingleResultDoesNotNavigate: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findAllByRole('link');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search sections' }), 'Section 17');
    await waitFor(() => expect(canvas.getAllByRole('link')).toHaveLength(1));
    await expect(args.fetchPage).toHaveBeenLastCalledWith('Section 17', 1, expect.any(AbortSignal));
    await expect(canvas.getByRole('link', { name: 'Section 17' })).toHaveAttribute(
      'href',
      '/demo/sections/s17',
    );
    await pause(100);
    await expect(followed).not.toHaveBeenCalled();
    // Enter in the search box follows nothing either.
    await userEvent.keyboard('{Enter}');
    await expect(followed).not.toHaveBeenCalled();
  },
};

/** In the search box, PageDown / PageUp turn the page and Escape clears the search. */
export const KeysInTheSearchBox: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('link');
    const box = canvas.getByRole('searchbox', { name: 'Search sections' });
    await userEvent.click(box);
    await userEvent.keyboard('{PageDown}');
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
    await userEvent.keyboard('{PageUp}');
    await expect(await canvas.findByText('Page 1 of 3')).toBeVisible();
    await userEvent.type(box, 'Section 2');
    await waitFor(() => expect(canvas.getByText('Page 1 of 1')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await waitFor(() => expect(canvas.getByText('Page 1 of 3')).toBeVisible());
  },
};

/** Without `renderLink` the rows are plain anchors. */
export const PlainAnchors: Story = {
  args: { renderLink: undefined, fetchPage: fn<FetchPage<Section>>(fakeApi(makeSections(2))) },
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute('href', '/demo/sections/s1');
    await expect(links[0]!.tagName).toBe('A');
  },
};

/** Without a search box the links are still reached with Tab, and the list has its name. */
export const SearchDisabled: Story = {
  args: { searchable: false },
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('link');
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Section 1' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Section 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(followed).toHaveBeenCalledWith('/demo/sections/s2');
  },
};

/** The spec's texts stay: the error 'Unable to fetch {items} from api.' with a retry. */
export const Error: Story = {
  args: { fetchPage: fn<FetchPage<Section>>(() => Promise.reject(new TypeError('offline'))) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to fetch sections from api.',
    );
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** While a page loads: the loader, no list. */
export const Loading: Story = {
  args: { fetchPage: fn<FetchPage<Section>>(() => new Promise<never>(() => {})) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Long names wrap inside the link on a phone; nothing scrolls sideways. */
export const PhoneWithLongNames: Story = {
  ...onPhone,
  args: {
    fetchPage: fn<FetchPage<Section>>(
      fakeApi([
        {
          id: 'long',
          name: 'Sentralsykehuset avdeling for kirurgi og intensivbehandling, vestfløyen, inngang B <b>not bold</b>',
        },
        ...makeSections(2),
      ]),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findAllByRole('link')).toHaveLength(3);
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expectFitsPhone(canvasElement);
  },
};

/** The dark variant of the theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Section 2' })).toHaveAttribute(
      'href',
      '/demo/sections/s2',
    );
  },
};
