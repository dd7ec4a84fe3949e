export const deviceEntry = {
  /** spec §2 */
  install: (serial: string) => `Install ${serial}`,
  /** spec §2 */
  goToDevice: 'Go to device page',
  switching: (tenant: string) => `Switching to ${tenant} ...`,
  fetchError: 'Unable to fetch device from api.',
  /** The device is at a tenant the user may not reach (the internal flag switches no tenant). */
  elsewhere: (serial: string) =>
    `${serial} belongs to another tenant, one you cannot open. Ask its administrator.`,
} as const;
