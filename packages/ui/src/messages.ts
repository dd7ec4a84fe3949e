/**
 * Every text the UI kit shows on its own (as opposed to texts the caller passes in), in one
 * place so it can be translated.
 */
export const uiMessages = {
  breadcrumbs: {
    navigationLabel: 'Breadcrumb',
    expand: (hiddenCount: number) =>
      `Show ${hiddenCount} hidden ${hiddenCount === 1 ? 'breadcrumb' : 'breadcrumbs'}`,
  },
} as const;
