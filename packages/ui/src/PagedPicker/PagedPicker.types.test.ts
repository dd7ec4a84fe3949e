import { describe, expectTypeOf, it } from 'vitest';

import type {
  PagedPickerChooserProps,
  PagedPickerNavigatorProps,
  PagedPickerProps,
} from './PagedPicker';
import type { PagedResult } from './pagedResult';
import type { FetchPage, PagedSource } from './usePagedSearch';

interface Room {
  id: string;
  name: string;
}

/** A page as another package's API client might type it, declared without the kit's type. */
interface ApiPage<T> {
  items: T[];
  pageSize: number;
  currentPage: number;
  nextPage: number | null;
  totalItems: number;
  totalPages: number;
}

// These checks run at type-check time (`./dev typecheck`); at run time they only keep the file a test.
describe('PagedPicker types', () => {
  it('accepts any API page of the same shape (structural typing)', () => {
    expectTypeOf<ApiPage<Room>>().toExtend<PagedResult<Room>>();
    expectTypeOf<
      (term: string, page: number, signal: AbortSignal) => Promise<ApiPage<Room>>
    >().toExtend<FetchPage<Room>>();
  });

  it('ties the item type through source, getKey, renderItem, onSelect and selected', () => {
    expectTypeOf<PagedPickerProps<Room>['source']>().toEqualTypeOf<PagedSource<Room>>();
    expectTypeOf<PagedPickerChooserProps<Room>['onSelect']>().parameter(0).toEqualTypeOf<Room>();
    expectTypeOf<PagedPickerNavigatorProps<Room>['itemHref']>().parameter(0).toEqualTypeOf<Room>();
    expectTypeOf<PagedPickerProps<Room>['getKey']>().parameter(0).toEqualTypeOf<Room>();
    expectTypeOf<PagedPickerProps<Room>['selected']>().toEqualTypeOf<Room | null | undefined>();
    expectTypeOf<PagedPickerProps<Room>['loader']>().toEqualTypeOf<
      'circular' | 'skeleton' | undefined
    >();
  });

  it('is either a chooser (onSelect) or a navigator (itemHref), never both', () => {
    const common = {
      items: 'rooms',
      source: {} as PagedSource<Room>,
      getKey: (room: Room) => room.id,
      renderItem: (room: Room) => room.name,
    };
    const choose = { onSelect: (room: Room) => void room };
    const navigate = { itemHref: (room: Room) => `/rooms/${room.id}` };
    expectTypeOf({ ...common, ...choose }).toExtend<PagedPickerProps<Room>>();
    expectTypeOf({ ...common, ...navigate }).toExtend<PagedPickerProps<Room>>();
    expectTypeOf({ ...common, ...choose, ...navigate }).not.toExtend<PagedPickerProps<Room>>();
    // A chooser's auto-select is a flag or a predicate over its items.
    expectTypeOf({ ...common, ...choose, autoSelect: (room: Room) => room.id === 'r1' }).toExtend<
      PagedPickerProps<Room>
    >();
    expectTypeOf({ ...common, ...choose, autoSelect: (n: number) => n > 0 }).not.toExtend<
      PagedPickerProps<Room>
    >();
    // A navigator never selects by itself, so it takes no auto-select, selection or disabling.
    expectTypeOf({ ...common, ...navigate, autoSelect: true }).not.toExtend<
      PagedPickerProps<Room>
    >();
    expectTypeOf({ ...common, ...navigate, selected: null }).not.toExtend<PagedPickerProps<Room>>();
    // Neither form: nothing to do with a row.
    expectTypeOf(common).not.toExtend<PagedPickerProps<Room>>();
  });

  it('refuses a page whose items are of another type', () => {
    expectTypeOf<PagedResult<{ other: true }>>().not.toExtend<PagedResult<Room>>();
  });
});
