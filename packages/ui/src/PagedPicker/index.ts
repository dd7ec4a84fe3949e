export { PagedPicker } from './PagedPicker';
export type {
  PagedPickerChooserProps,
  PagedPickerCommonProps,
  PagedPickerNavigatorProps,
  PagedPickerProps,
} from './PagedPicker';
export { isPagedResult } from './pagedResult';
export type { PagedResult } from './pagedResult';
export { usePagedSearch } from './usePagedSearch';
export type { FetchPage, PagedSearchView, PagedSource } from './usePagedSearch';
export { PickerRow } from './PickerRow';
export type { PickerRowProps } from './PickerRow';
