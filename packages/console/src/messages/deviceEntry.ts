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
  /**
   * The admin lookup found the device but names no tenant for it (spec §8 logs that): no tenant's
   * device page shows it, so there is nothing to open.
   */
  noTenant: (serial: string) =>
    `The platform names no tenant for ${serial}, so its device page cannot be opened.`,
  /** Spec §8: the error logged for an admin answer without a tenant identifier. */
  adminDeviceWithoutTenant: (serial: string, id: string) =>
    `Admin device without tenant identifier: ${serial} (${id})`,
} as const;
