import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/eventTypes';

/** The folded event-type filter of the dashboard's feed and the device page's event history. */
export const eventTypes = defineMessages(texts, {
  label: 'Event types',
  /** Every event type is shown: 'Event types: all'. */
  all: 'all',
  /** Some event types are shown: 'Event types: 3 of 11'. */
  some: icu<[shown: number, of: number]>('{shown} of {of}', 'shown', 'of'),
  /** The folded filter's one line: 'Event types: all', 'Event types: 3 of 11'. */
  summary: icu<[shown: string]>('Event types: {shown}', 'shown'),
});
