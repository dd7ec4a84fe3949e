export const none = '—' as const;
