import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { styled } from 'styled-components';
import { expect, fn, waitFor } from 'storybook/test';

import { SEARCH_DEBOUNCE_MS } from '../constants';
import type { PagedResult } from './pagedResult';
import {
  PagedPicker,
  type PagedPickerChooserProps,
  type PagedPickerCommonProps,
} from './PagedPicker';
import { PickerRow } from './PickerRow';
import { usePagedSearch, type FetchPage, type PagedSource } from './usePagedSearch';

interface Room {
  id: string;
  name: string;
  roomType: { id: string; name: string };
  floor: { id: string; name: string };
}

const roomTypes = ['Washroom', 'Kitchen', 'Operating room', 'Corridor'];

function makeRooms(count: number): Room[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `r${i + 1}`,
    name: `Room ${i + 1}`,
    roomType: { id: `t${i % 4}`, name: roomTypes[i % 4]! },
    floor: { id: `f${Math.floor(i / 10)}`, name: `Floor ${Math.floor(i / 10) + 1}` },
  }));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fake API over an in-memory list: search by name, 1-based pages, like the platform's. */
function fakeApi(rooms: Room[], { pageSize = 9, delayMs = 30 } = {}) {
  return async (term: string, page: number): Promise<PagedResult<Room>> => {
    await pause(delayMs);
    const needle = term.trim().toLowerCase();
    const hits = needle === '' ? rooms : rooms.filter((r) => r.name.toLowerCase().includes(needle));
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

/** The room picker's row (spec §2): room name, room type name and floor name. */
const roomRow = (room: Room) => (
  <PickerRow title={room.name} details={[room.roomType.name, room.floor.name]} />
);

/**
 * The chooser form's props: these stories choose; `PagedPickerLinks.stories` navigates. The rows
 * come from `fetchPage`, through the kit's own source (`usePagedSearch`).
 */
type ChooserArgs = Omit<PagedPickerCommonProps<Room>, 'source'> &
  PagedPickerChooserProps<Room> & { fetchPage: FetchPage<Room> };

/** The picker as a screen uses it: the chosen room is the screen's state. */
function RoomPicker({ fetchPage, ...props }: ChooserArgs) {
  const [selected, setSelected] = useState<Room | null>(props.selected ?? null);
  const source = usePagedSearch({ fetchPage, firstPage: props.firstPage });
  return (
    <Width>
      <PagedPicker<Room>
        {...props}
        source={source}
        selected={selected}
        onSelect={(room) => {
          setSelected(room);
          props.onSelect(room);
        }}
      />
      <p>Chosen: {selected?.name ?? 'none'}</p>
    </Width>
  );
}

const Width = styled.div`
  max-width: 420px;
`;

const meta = {
  title: 'UI/PagedPicker',
  render: (args) => <RoomPicker {...args} />,
  args: {
    items: 'rooms',
    fetchPage: fn<FetchPage<Room>>(fakeApi(makeRooms(23))),
    getKey: (room) => room.id,
    renderItem: roomRow,
    onSelect: fn(),
  },
} satisfies Meta<ChooserArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The room picker: rows show room name, room type name and floor name; arrows and Enter choose. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const box = canvas.getByRole('combobox', { name: 'Search rooms' });
    await step('the first page arrives with the room rows and the pagination bar', async () => {
      await expect(await canvas.findAllByRole('option')).toHaveLength(9);
      await expect(canvas.getByRole('option', { name: /Room 2\b/ })).toHaveTextContent(
        'Room 2Kitchen · Floor 1',
      );
      await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
      await expect(args.onSelect).not.toHaveBeenCalled();
    });
    await step('ArrowDown twice, ArrowUp once, Enter chooses the highlighted room', async () => {
      await userEvent.click(box);
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
      const second = canvas.getByRole('option', { name: /Room 2\b/ });
      await expect(box).toHaveAttribute('aria-activedescendant', second.id);
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenCalledOnce();
      await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'r2' }));
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByText('Chosen: Room 2')).toBeVisible();
    });
    await step('the pagination bar moves to the next page and back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
      await expect(await canvas.findByRole('option', { name: /Room 10\b/ })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
      await expect(await canvas.findByText('Page 1 of 3')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    });
  },
};

/** When the fake API was asked for which term (performance.now()), for the debounce story. */
const debouncedCalls: { term: string; at: number }[] = [];
const debouncedRooms = fakeApi(makeRooms(23));

/**
 * Typing waits 200 ms for the term to settle: quick keystrokes make one request. A busy machine
 * cannot make the story fail: a timer never fires early, however late it fires. A term asked for
 * stood 200 ms (the next keystroke came that much later, or none did and the request came 200 ms
 * after it); a stall between two keystrokes may let 'm 1' be asked for, as it should.
 */
export const DebouncedSearch: Story = {
  args: {
    autoSelect: false,
    fetchPage: fn<FetchPage<Room>>((term, page) => {
      debouncedCalls.push({ term, at: performance.now() });
      return debouncedRooms(term, page);
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findAllByRole('option');
    await expect(args.fetchPage).toHaveBeenCalledTimes(1);
    const box = canvas.getByRole('combobox', { name: 'Search rooms' });
    const inputs: { value: string; at: number }[] = [];
    box.addEventListener('input', () =>
      inputs.push({ value: (box as HTMLInputElement).value, at: performance.now() }),
    );
    const typingStarted = performance.now();
    await userEvent.type(box, 'm 12');
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenLastCalledWith('m 12', 1, expect.any(AbortSignal)),
    );
    await expect(inputs.map((input) => input.value)).toEqual(['m', 'm ', 'm 1', 'm 12']);
    const asked = debouncedCalls.filter((call) => call.at >= typingStarted);
    await expect(asked.at(-1)?.term).toBe('m 12');
    // Each term asked for had stood 200 ms (its request may come later, once React has drawn).
    // A millisecond's grace for the browser's coarsened clock.
    for (const { term, at } of asked) {
      const typed = inputs.findLastIndex((input) => input.value === term);
      const next = inputs[typed + 1];
      const settled = next ? next.at : at;
      await expect(settled - inputs[typed]!.at).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 1);
    }
    // Typed quickly, the word makes one request.
    const quick = inputs.every(
      (input, i) => i === 0 || input.at - inputs[i - 1]!.at < SEARCH_DEBOUNCE_MS,
    );
    if (quick) await expect(asked).toHaveLength(1);
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1));
  },
};

/** Exactly one result is chosen without asking (auto-select on by default). */
export const AutoSelect: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findAllByRole('option');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search rooms' }), 'Room 17');
    await waitFor(() =>
      expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'r17' })),
    );
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('option', { name: /Room 17/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** With auto-select off, a single result waits for Enter. */
export const AutoSelectDisabled: Story = {
  args: { autoSelect: false },
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findAllByRole('option');
    const box = canvas.getByRole('combobox', { name: 'Search rooms' });
    await userEvent.type(box, 'Room 17');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1));
    await pause(100);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'r17' }));
  },
};

/**
 * Auto-select as a predicate: the only result is chosen by itself when it passes ('Room 17',
 * the obvious choice here); any other single result ('Room 18') waits for a click.
 */
export const AutoSelectWhenItPasses: Story = {
  args: { autoSelect: (room: Room) => room.id === 'r17' },
  play: async ({ canvas, userEvent, args, step }) => {
    await canvas.findAllByRole('option');
    const box = canvas.getByRole('combobox', { name: 'Search rooms' });
    await step('a single result that fails the predicate is not chosen', async () => {
      await userEvent.type(box, 'Room 18');
      await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(1));
      await expect(canvas.getByRole('option', { name: /Room 18/ })).toBeVisible();
      await pause(100);
      await expect(args.onSelect).not.toHaveBeenCalled();
      await expect(canvas.getByText('Chosen: none')).toBeVisible();
    });
    await step('a single result that passes is chosen by itself', async () => {
      await userEvent.clear(box);
      await userEvent.type(box, 'Room 17');
      await waitFor(() =>
        expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'r17' })),
      );
      await expect(args.onSelect).toHaveBeenCalledOnce();
      await expect(canvas.getByRole('option', { name: /Room 17/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  },
};

/** Clearing the search reloads the whole list. */
export const EmptySearchReloads: Story = {
  args: { autoSelect: false },
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findAllByRole('option');
    const box = canvas.getByRole('combobox', { name: 'Search rooms' });
    await userEvent.type(box, 'Room 2');
    await waitFor(() => expect(canvas.getByText('Page 1 of 1')).toBeVisible());
    await userEvent.clear(box);
    await waitFor(() => expect(canvas.getByText('Page 1 of 3')).toBeVisible());
    await expect(args.fetchPage).toHaveBeenLastCalledWith('', 1, expect.any(AbortSignal));
    // Escape clears the search too.
    await userEvent.type(box, 'Room 2');
    await waitFor(() => expect(canvas.getByText('Page 1 of 1')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await waitFor(() => expect(canvas.getByText('Page 1 of 3')).toBeVisible());
  },
};

/**
 * Out-of-order answers are dropped: the answer for 'Room 1' is slow and arrives after the one for
 * 'Room 2'; the list keeps showing 'Room 2' results. The fake ignores the abort signal on purpose.
 */
export const OutOfOrderAnswersDropped: Story = {
  args: {
    autoSelect: false,
    fetchPage: fn<FetchPage<Room>>(async (term: string, page: number, signal: AbortSignal) => {
      const api = fakeApi(makeRooms(30), { delayMs: term === 'Room 1' ? 900 : 20 });
      return api(term, page).then((result) => {
        void signal; // deliberately ignored: the picker must drop the late answer itself
        return result;
      });
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findAllByRole('option');
    const box = canvas.getByRole('combobox', { name: 'Search rooms' });
    await userEvent.type(box, 'Room 1');
    await waitFor(() =>
      expect(args.fetchPage).toHaveBeenCalledWith('Room 1', 1, expect.anything()),
    );
    await userEvent.clear(box);
    await userEvent.type(box, 'Room 2');
    await waitFor(() => expect(canvas.getByRole('option', { name: /Room 20\b/ })).toBeVisible());
    // Wait past the slow answer's arrival; it must not replace the newer list.
    await pause(1000);
    // 'Room 2' and 'Room 20' to 'Room 29': 11 hits, 9 on the first page.
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(canvas.queryByRole('option', { name: /Room 10\b/ })).toBeNull();
    await expect(canvas.getByRole('option', { name: /Room 20\b/ })).toBeVisible();
  },
};

/** 10,000 rooms behind the picker: one page is rendered at a time, search finds the last one. */
export const TenThousandItems: Story = {
  args: {
    fetchPage: fn<FetchPage<Room>>(fakeApi(makeRooms(10_000), { pageSize: 10, delayMs: 10 })),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findAllByRole('option')).toHaveLength(10);
    await expect(canvas.getByText('Page 1 of 1000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Page 2 of 1000')).toBeVisible();
    const box = canvas.getByRole('combobox', { name: 'Search rooms' });
    await userEvent.click(box);
    await userEvent.keyboard('{PageDown}');
    await expect(await canvas.findByText('Page 3 of 1000')).toBeVisible();
    await userEvent.keyboard('{PageUp}');
    await expect(await canvas.findByText('Page 2 of 1000')).toBeVisible();
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.type(box, 'Room 10000');
    await waitFor(() =>
      expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'r10000' })),
    );
  },
};

/** On a last page with one item of many, nothing is chosen: that is not "exactly one result". */
export const LastPageWithOneItem: Story = {
  args: { fetchPage: fn<FetchPage<Room>>(fakeApi(makeRooms(10), { pageSize: 9 })) },
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findAllByRole('option');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Page 2 of 2')).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** A fetch function that throws instead of rejecting shows the error text, not a crash. */
export const ThrowingFetch: Story = {
  args: {
    fetchPage: fn<FetchPage<Room>>(() => {
      throw new RangeError('bad page');
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to fetch rooms from api.',
    );
  },
};

/** While a page loads: a circular loader. */
export const Loading: Story = {
  args: { fetchPage: fn<FetchPage<Room>>(() => new Promise<never>(() => {})) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** While a page loads, with the skeleton loader. */
export const LoadingSkeleton: Story = {
  args: { loader: 'skeleton', fetchPage: fn<FetchPage<Room>>(() => new Promise<never>(() => {})) },
  play: async ({ canvas }) => {
    const skeleton = canvas.getByRole('progressbar', { name: 'Loading' });
    await expect(skeleton.children).toHaveLength(5);
  },
};

/** A search that finds nothing. */
export const Empty: Story = {
  args: { fetchPage: fn<FetchPage<Room>>(fakeApi([])) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No rooms found.')).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** The API fails: the spec's error text; 'Try again' asks once more. */
export const Error: Story = {
  args: {
    fetchPage: fn<FetchPage<Room>>(async (term: string, page: number) => {
      if (!sessionStorage.getItem('picker-story-failed')) {
        sessionStorage.setItem('picker-story-failed', 'yes');
        throw new TypeError('Failed to fetch');
      }
      return fakeApi(makeRooms(3))(term, page);
    }),
  },
  beforeEach: () => {
    sessionStorage.removeItem('picker-story-failed');
    return () => sessionStorage.removeItem('picker-story-failed');
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to fetch rooms from api.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findAllByRole('option')).toHaveLength(3);
  },
};

/** A server answer of the wrong shape shows the error text instead of crashing. */
export const MalformedAnswer: Story = {
  args: {
    fetchPage: fn<FetchPage<Room>>(
      async () => ({ items: 'not a list' }) as unknown as PagedResult<Room>,
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to fetch rooms from api.',
    );
  },
};

/** Disabled: nothing can be typed, chosen or paged. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Search rooms' })).toBeDisabled();
    await userEvent.click((await canvas.findAllByRole('option'))[0]!);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/**
 * Search disabled (the 'Select Model' dialog): no search box; the list takes focus and the
 * arrows, Enter and PageDown still choose and page.
 */
export const SearchDisabled: Story = {
  args: { searchable: false },
  play: async ({ canvas, userEvent, args }) => {
    const list = await canvas.findByRole('listbox', { name: 'rooms' });
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByText('Search rooms')).toBeNull();
    await userEvent.tab();
    await expect(list).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = canvas.getByRole('option', { name: /Room 2\b/ });
    await expect(list).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'r2' }));
    await userEvent.keyboard('{PageDown}');
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
  },
};

/** Long room names wrap inside the row; user text is never HTML. */
export const LongContent: Story = {
  args: {
    fetchPage: fn<FetchPage<Room>>(
      fakeApi([
        {
          id: 'long',
          name: 'Main operating theatre washroom next to the sterile supply corridor, west wing, ground level, behind the double doors <b>not bold</b>',
          roomType: { id: 't', name: 'Washroom with a very long room type name for compliance' },
          floor: { id: 'f', name: 'Ground floor (main building, including the annex)' },
        },
        ...makeRooms(2),
      ]),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findAllByRole('option')).toHaveLength(3);
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvas.getByText(/<b>not bold<\/b>/)).toBeVisible();
  },
};

const Gallery = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space(6)};
`;

/** Every state side by side for a visual pass: loaded, loading (both loaders), empty, error. */
export const AllStates: Story = {
  render: (args) => (
    <Gallery>
      <RoomPicker {...args} />
      <RoomPicker {...args} fetchPage={() => new Promise<never>(() => {})} />
      <RoomPicker {...args} loader="skeleton" fetchPage={() => new Promise<never>(() => {})} />
      <RoomPicker {...args} fetchPage={fakeApi([])} />
      <RoomPicker {...args} fetchPage={() => Promise.reject(new TypeError('offline'))} />
    </Gallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('combobox', { name: 'Search rooms' })).toHaveLength(5);
    await expect(await canvas.findByText('No rooms found.')).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to fetch rooms from api.',
    );
    await expect(canvas.getAllByRole('progressbar', { name: 'Loading' })).toHaveLength(2);
    await expect(await canvas.findAllByRole('option')).toHaveLength(9);
  },
};

/** The dark variant of the theme, with a chosen room. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { selected: makeRooms(3)[1]! },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('option', { name: /Room 2\b/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** One page of exactly one room, named `name`. */
const onlyRoom = (name: string): PagedResult<Room> => ({
  items: [{ ...makeRooms(17)[16]!, name }],
  pageSize: 9,
  currentPage: 1,
  nextPage: null,
  totalItems: 1,
  totalPages: 1,
});

/** A caller's own source: its answer can change without a new query (a cache's refetch). */
function OwnSource({ onSelect }: { onSelect: (room: Room) => void }) {
  const [answer, setAnswer] = useState({ queryId: 1, result: onlyRoom('Room 17') });
  const source: PagedSource<Room> = {
    input: '',
    search: () => undefined,
    view: { status: 'fetched', result: answer.result },
    queryId: answer.queryId,
    goToPage: () => undefined,
    retry: () => undefined,
  };
  return (
    <Width>
      <button
        type="button"
        onClick={() => setAnswer((a) => ({ ...a, result: onlyRoom('Room 17 (renamed)') }))}
      >
        Same query, new answer
      </button>
      <button
        type="button"
        onClick={() => setAnswer((a) => ({ queryId: a.queryId + 1, result: a.result }))}
      >
        New query
      </button>
      <PagedPicker<Room>
        items="rooms"
        source={source}
        getKey={(room) => room.id}
        renderItem={roomRow}
        onSelect={onSelect}
      />
    </Width>
  );
}

/**
 * A single result chooses itself once per query (`source.queryId`): a new answer to the same
 * query (a refetch that renamed the room) does not choose it again; a new query does.
 */
export const AutoSelectOncePerQuery: Story = {
  render: (args) => <OwnSource onSelect={args.onSelect} />,
  play: async ({ canvas, userEvent, args }) => {
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledOnce());
    await userEvent.click(canvas.getByRole('button', { name: 'Same query, new answer' }));
    await expect(await canvas.findByRole('option', { name: /Room 17 \(renamed\)/ })).toBeVisible();
    await pause(50);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'New query' }));
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledTimes(2));
  },
};
