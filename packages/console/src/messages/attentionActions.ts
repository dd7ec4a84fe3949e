/**
 * The texts of the worklist's actions (issue 29), apart from `attention` because they load with
 * the actions: the thresholds form when 'Change thresholds' is pressed, the CSV when it is
 * downloaded.
 */
export const attentionActions = {
  thresholds: {
    fields: {
      lowBatteryPercent: 'Battery low at or under (%)',
      criticalBatteryPercent: 'Battery critical at or under (%)',
      offlineAfterMinutes: 'Offline after (minutes)',
    },
    save: 'Save thresholds',
    saving: 'Saving ...',
    cancel: 'Cancel',
    saved: 'Thresholds saved',
    saveError: 'Unable to save thresholds',
    wholeNumber: (min: number, max: number) => `Must be a whole number from ${min} to ${max}`,
    criticalBelowLow: 'Must be below the low battery threshold',
  },
  csvName: 'needs_attention',
  csvColumns: [
    'serial_number',
    'severity',
    'reasons',
    'since',
    'section',
    'premise',
    'floor',
    'room',
  ] as const,
} as const;
