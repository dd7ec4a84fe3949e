/**
 * Every text the UI kit shows on its own (as opposed to texts the caller passes in), in one
 * place so it can be translated. Texts quoted by the spec are word for word.
 */
export const uiMessages = {
  breadcrumbs: {
    navigationLabel: 'Breadcrumb',
    expand: (hiddenCount: number) =>
      `Show ${hiddenCount} hidden ${hiddenCount === 1 ? 'breadcrumb' : 'breadcrumbs'}`,
  },
  picker: {
    /** Spec §2 "Shared pickers". */
    search: (items: string) => `Search ${items}`,
    /** Spec §8 "List fetch fails". */
    fetchFailed: (items: string) => `Unable to fetch ${items} from api.`,
    empty: (items: string) => `No ${items} found.`,
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: (current: number, total: number) => `Page ${current} of ${total}`,
  },
  loading: 'Loading',
  collapsibleText: {
    /** Spec §2 provisioning form. */
    more: 'show more',
    less: 'show less',
  },
  /** Spec §2 'Temporary password' switch. */
  switchField: { on: 'Yes', off: 'No' },
  passwordField: { show: 'Show password' },
  floorPlan: {
    /** Spec §2 "Floor-plan page". */
    title: (name: string) => `Floor-plan for ${name}`,
    /** Spec §5. */
    invalid: 'Input needs to be a valid json array.',
    editorLabel: 'Floor-plan JSON',
    save: 'Save',
    previewTitle: 'Preview',
    previewLabel: (rooms: number, dispensers: number) =>
      `Floor-plan preview: ${rooms} ${rooms === 1 ? 'room' : 'rooms'}, ${dispensers} ${
        dispensers === 1 ? 'dispenser' : 'dispensers'
      }`,
    previewEmpty: 'Nothing to preview yet.',
    ignored: (count: number) =>
      `${count} ${count === 1 ? 'entry' : 'entries'} not shown: unknown shape or missing size.`,
  },
  stepper: {
    back: 'Back',
    next: 'Next',
    progress: (step: number, count: number) => `Step ${step} of ${count}`,
  },
  dialog: { close: 'Close' },
  confirmDialog: { confirm: 'Delete', cancel: 'Cancel' },
  banner: { dismiss: 'Dismiss' },
  errorState: { retry: 'Try again' },
  appFrame: { skipToContent: 'Skip to content', mainMenu: 'Main menu', menu: 'Menu' },
} as const;
