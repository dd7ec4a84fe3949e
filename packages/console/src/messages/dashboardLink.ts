export const dashboardLink = 'Dashboard' as const;
