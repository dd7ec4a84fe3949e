export const deviceEntry = {
  /** spec §2 */
  install: (serial: string) => `Install ${serial}`,
  /** spec §2 */
  goToDevice: 'Go to device page',
  switching: (tenant: string) => `Switching to ${tenant} ...`,
  fetchError: 'Unable to fetch device from api.',
} as const;
