/**
 * @hygiene/ui: the presentational components of the hygiene console. Components take data and
 * callbacks and never fetch. Wrap them in `HygieneThemeProvider`.
 */
export { AppBar, PageLayout, SideMenu } from './AppFrame';
export type {
  AppBarProps,
  PageLayoutProps,
  SideMenuGroup,
  SideMenuItem,
  SideMenuProps,
} from './AppFrame';

export { Banner } from './Banner';
export type { BannerProps, BannerTone } from './Banner';

export { Breadcrumbs, collapseBreadcrumbs } from './Breadcrumbs';
export type {
  BreadcrumbItem,
  BreadcrumbLayout,
  BreadcrumbsProps,
  CollapseOptions,
} from './Breadcrumbs';

export { Button, LinkButton } from './Button';
export type { ButtonProps, ButtonVariant, LinkButtonProps } from './Button';

export { ChecklistField } from './ChecklistField';
export type { ChecklistFieldProps, ChecklistOption } from './ChecklistField';

export { CollapsibleText, truncateWords } from './CollapsibleText';
export type { CollapsibleTextProps, TruncatedText } from './CollapsibleText';

export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';

export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';

export { Disclosure } from './Disclosure';
export type { DisclosureProps } from './Disclosure';

export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';

export { ErrorState } from './ErrorState';
export type { ErrorStateProps } from './ErrorState';

export type { FieldBaseProps } from './Field';

export {
  FloorPlanEditor,
  FloorPlanMap,
  FloorPlanPreview,
  floorPlanMapMessages,
  floorPlanMapMessagesIn,
  FLOOR_PLAN_STATUSES,
  devicePositions,
  floorPlanBounds,
  floorPlanDrawing,
  floorPlanView,
  mergeFloorPlanEdits,
  parseFloorPlanInput,
  placeDevice,
  readFloorPlanShape,
  readFloorPlanShapes,
  removeDevice,
  setFloorPlanDrawing,
} from './FloorPlanEditor';
export type {
  FloorPlanAttention,
  FloorPlanBox,
  FloorPlanDevice,
  FloorPlanDeviceStatus,
  FloorPlanEditorProps,
  FloorPlanInput,
  FloorPlanMapMessages,
  FloorPlanMapProps,
  FloorPlanPoint,
  FloorPlanPreviewProps,
  FloorPlanRect,
  FloorPlanShape,
} from './FloorPlanEditor';

export {
  FilterBar,
  Inline,
  KeyValueList,
  Muted,
  Page,
  PageHeader,
  PlainList,
  ResponsiveGrid,
  Section,
  SectionCard,
  SectionTitle,
  Table,
  TextLink,
  Title,
} from './Layout';
export type {
  FilterBarProps,
  KeyValueItem,
  KeyValueListProps,
  PageHeaderProps,
  ResponsiveGridProps,
  SectionCardProps,
  TableProps,
} from './Layout';

export { NumberField } from './NumberField';
export type { NumberFieldProps } from './NumberField';

export { PagedPicker, PickerRow, isPagedResult, usePagedSearch } from './PagedPicker';
export type {
  FetchPage,
  PagedPickerChooserProps,
  PagedPickerCommonProps,
  PagedPickerNavigatorProps,
  PagedPickerProps,
  PagedResult,
  PagedSearchView,
  PagedSource,
  PickerRowProps,
} from './PagedPicker';

export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';

export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';

export { SelectField } from './SelectField';
export type { SelectFieldProps, SelectOption } from './SelectField';

export { RadioGroupField } from './RadioGroupField';
export type { RadioGroupFieldProps, RadioOption } from './RadioGroupField';

export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';

export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';

export { StepperCard } from './StepperCard';
export type { StepperCardProps } from './StepperCard';

export { StatusDot, StatusShape } from './StatusDot';
export type { StatusDotProps, StatusTone } from './StatusDot';

export { SwitchField } from './SwitchField';
export type { SwitchFieldProps } from './SwitchField';

export { TextAreaField } from './TextAreaField';
export type { TextAreaFieldProps } from './TextAreaField';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';

export { Tooltip } from './Tooltip';
export type { TooltipProps } from './Tooltip';

export { HygieneThemeProvider } from './theme/HygieneThemeProvider';
export type { HygieneThemeProviderProps } from './theme/HygieneThemeProvider';
export { darkTheme, lightTheme } from './theme/theme';
export type { HygieneTheme } from './theme/theme';

export {
  BREADCRUMB_COLLAPSE_AT,
  COLLAPSE_AFTER_WORDS,
  FLOOR_PLAN_EDITOR_ROWS,
  MIN_TARGET_SIZE_PX,
  NARROW_LAYOUT_MAX_WIDTH_PX,
  SEARCH_DEBOUNCE_MS,
  STEPPER_CARD_HEIGHT_PX,
  STEPPER_CARD_WIDTH_PX,
  THUMB_TARGET_PX,
} from './constants';
export { uiMessages, uiMessagesIn } from './messages';

// Languages: the kit's texts follow the nearest LanguageProvider; the catalogue machinery is
// shared with the packages built on the kit.
export {
  cataloguesByLanguage,
  DEFAULT_LANGUAGE,
  icu,
  INTL_LOCALE,
  isLanguageLoaded,
  LanguageProvider,
  LANGUAGES,
  languageOfTag,
  liveCatalogue,
  loadLanguage,
  messageSource,
  readLanguage,
  subscribeToLanguageLoads,
  translatorsOf,
  useLanguage,
} from './i18n';
export type {
  CompiledCatalogue,
  CompiledLanguages,
  CompiledMessage,
  IcuMessage,
  Language,
  LanguageProviderProps,
  LiveCatalogue,
  SourceCatalogue,
  Translate,
} from './i18n';
