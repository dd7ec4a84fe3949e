import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/attentionActions';

/**
 * The texts of the worklist's actions (issue 29), apart from `attention` because they load with
 * the actions: the thresholds form when 'Change thresholds' is pressed, the CSV when it is
 * downloaded.
 */
export const attentionActions = defineMessages(texts, {
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
    wholeNumber: icu<[min: number, max: number]>(
      'Must be a whole number from {min} to {max}',
      'min',
      'max',
    ),
    criticalBelowLow: 'Must be below the low battery threshold',
  },
});

/**
 * The CSV file's name and columns: names for the programs that read the file, the same in every
 * language, so not texts of the catalogue.
 */
export const attentionCsvFormat = {
  name: 'needs_attention',
  columns: ['serial_number', 'severity', 'reasons', 'since', 'section', 'premise', 'floor', 'room'],
} as const;
