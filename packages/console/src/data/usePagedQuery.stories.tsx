import { PagedPicker, PickerRow, type PagedResult } from '@hygiene/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { createConsoleQueryClient } from './queryClient';
import { tenantKey } from './queryKeys';
import { usePagedQuery } from './usePagedQuery';

interface Room {
  id: string;
  name: string;
}

/** An in-memory list the story changes between fetches, as another tab's write would. */
interface Rooms {
  items: Room[];
  failing: boolean;
  asked: { term: string; page: number; list: string }[];
}

const PAGE_SIZE = 9;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pageOf(
  rooms: Rooms,
  list: string,
  term: string,
  page: number,
): Promise<PagedResult<Room>> {
  rooms.asked.push({ term, page, list });
  return pause(20).then(() => {
    if (rooms.failing) throw new TypeError('offline');
    const hits = rooms.items.filter((r) => r.name.toLowerCase().includes(term.toLowerCase()));
    const totalPages = Math.ceil(hits.length / PAGE_SIZE);
    return {
      items: hits.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      pageSize: PAGE_SIZE,
      currentPage: page,
      nextPage: page < totalPages ? page + 1 : null,
      totalItems: hits.length,
      totalPages,
    };
  });
}

const makeRooms = (): Rooms => ({
  items: Array.from({ length: 23 }, (_, i) => ({ id: `r${i + 1}`, name: `Room ${i + 1}` })),
  failing: false,
  asked: [],
});

/** The list under one of two keys (as a new ordering of the tenant picker makes another list). */
function Picker({ rooms, onSelect }: { rooms: Rooms; onSelect: (room: Room) => void }) {
  const queryClient = useQueryClient();
  const [list, setList] = useState('a');
  const source = usePagedQuery<Room>(tenantKey('demo', 'story-rooms', list), (term, page) =>
    pageOf(rooms, list, term, page),
  );
  return (
    <div style={{ maxWidth: 420 }}>
      <button type="button" onClick={() => setList((l) => (l === 'a' ? 'b' : 'a'))}>
        Other list
      </button>
      <button
        type="button"
        onClick={() => void queryClient.invalidateQueries({ queryKey: tenantKey('demo') })}
      >
        Refresh
      </button>
      <PagedPicker<Room>
        items="rooms"
        source={source}
        getKey={(room) => room.id}
        renderItem={(room) => <PickerRow title={room.name} />}
        onSelect={onSelect}
      />
    </div>
  );
}

interface Args {
  onSelect: (room: Room) => void;
}

/** The list of the story that runs, made afresh before each (the play function changes it). */
let rooms: Rooms = makeRooms();

/**
 * The console's one async engine for paged lists: `usePagedQuery` feeding the kit's
 * `PagedPicker` from TanStack Query. Spec §5's paged search holds on it: the term settles for
 * 200 ms, an empty search reloads, a single result chooses itself once; and what a cache adds:
 * a refresh (a write's invalidation) refetches in the background, keeps the rows when it fails,
 * and does not choose again.
 */
const meta = {
  title: 'Console/Data/usePagedQuery',
  render: (args) => {
    const [client] = useState(() => {
      const queryClient = createConsoleQueryClient();
      queryClient.setDefaultOptions({ queries: { retry: false } });
      return queryClient;
    });
    return (
      <QueryClientProvider client={client}>
        <Picker rooms={rooms} onSelect={args.onSelect} />
      </QueryClientProvider>
    );
  },
  args: { onSelect: fn() },
  beforeEach: () => {
    rooms = makeRooms();
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four quick keystrokes make one request, for the settled term, from the first page. */
export const DebouncedSearch: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('option');
    const before = rooms.asked.length;
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search rooms' }), 'm 12');
    await waitFor(() => expect(rooms.asked.length).toBe(before + 1));
    await expect(rooms.asked.at(-1)).toEqual({ term: 'm 12', page: 1, list: 'a' });
  },
};

/** Clearing the search asks for the whole list again, even though it is cached. */
export const EmptySearchReloads: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('option');
    const box = canvas.getByRole('combobox', { name: 'Search rooms' });
    await userEvent.type(box, 'Room 2');
    await waitFor(() => expect(rooms.asked.at(-1)?.term).toBe('Room 2'));
    await userEvent.clear(box);
    await waitFor(() =>
      expect(rooms.asked.filter((q) => q.term === '').length).toBeGreaterThanOrEqual(2),
    );
  },
};

/**
 * A search with one result chooses it once. A refresh that brings it back changed (renamed
 * elsewhere) shows the new name and does not choose it again.
 */
export const ChoosesOnceAcrossARefresh: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findAllByRole('option');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search rooms' }), 'Room 17');
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledOnce());
    rooms.items = rooms.items.map((r) =>
      r.id === 'r17' ? { ...r, name: 'Room 17 (renamed)' } : r,
    );
    const asked = rooms.asked.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(await canvas.findByRole('option', { name: /Room 17 \(renamed\)/ })).toBeVisible();
    await expect(rooms.asked.length).toBeGreaterThan(asked);
    await pause(100);
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

/** A refresh that fails keeps the rows on screen; the list fails only when it has nothing. */
export const FailedRefreshKeepsTheRows: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findAllByRole('option')).toHaveLength(9);
    rooms.failing = true;
    const asked = rooms.asked.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(rooms.asked.length).toBeGreaterThan(asked));
    await pause(100);
    await expect(canvas.getAllByRole('option')).toHaveLength(9);
    await expect(canvas.queryByText('Unable to fetch rooms from api.')).toBeNull();

    // Another list has nothing to show yet: there the failure is the list's state.
    await userEvent.click(canvas.getByRole('button', { name: 'Other list' }));
    await expect(await canvas.findByText('Unable to fetch rooms from api.')).toBeVisible();
  },
};

/** Another list (another key) starts at its first page with no search, whatever the last showed. */
export const AnotherListStartsAfresh: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByRole('option');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Other list' }));
    await expect(await canvas.findByText('Page 1 of 3')).toBeVisible();
    await expect(rooms.asked.at(-1)).toEqual({ term: '', page: 1, list: 'b' });
    await expect(canvas.getByRole('combobox', { name: 'Search rooms' })).toHaveValue('');
  },
};
