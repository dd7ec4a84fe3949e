export { PagedPicker } from './PagedPicker';
export type {
  PagedPickerChooserProps,
  PagedPickerCommonProps,
  PagedPickerNavigatorProps,
  PagedPickerProps,
} from './PagedPicker';
export { isPagedResult } from './pagedResult';
export type { PagedResult } from './pagedResult';
export type { FetchPage } from './usePagedSearch';
export { PickerRow } from './PickerRow';
export type { PickerRowProps } from './PickerRow';
