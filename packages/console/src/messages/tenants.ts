import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/tenants';

export const tenants = defineMessages(texts, {
  /** spec §2: /tenants is labelled 'Set tenant'. */
  title: 'Set tenant',
  /** For the picker's 'Search {items}' and 'Unable to fetch {items} from api.' */
  items: 'tenants',
  findNearest: 'Find nearest tenant',
  locating: 'Finding your location ...',
  nearest: icu<[name: string]>('Nearest tenant: {name}', 'name'),
  useNearest: icu<[name: string]>('Use {name}', 'name'),
  geolocationUnavailable: 'Your browser cannot tell your location.',
  geolocationFailed: 'Unable to get your location.',
  closestFailed: 'Unable to find the nearest tenant.',
});
