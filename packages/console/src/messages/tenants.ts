export const tenants = {
  /** spec §2: /tenants is labelled 'Set tenant'. */
  title: 'Set tenant',
  /** For the picker's 'Search {items}' and 'Unable to fetch {items} from api.' */
  items: 'tenants',
  findNearest: 'Find nearest tenant',
  locating: 'Finding your location ...',
  nearest: (name: string) => `Nearest tenant: ${name}`,
  useNearest: (name: string) => `Use ${name}`,
  geolocationUnavailable: 'Your browser cannot tell your location.',
  geolocationFailed: 'Unable to get your location.',
  closestFailed: 'Unable to find the nearest tenant.',
} as const;
