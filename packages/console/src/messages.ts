/**
 * Every text the screens show, word for word from the spec where it names them, in one place
 * so it can be translated.
 */
export const consoleMessages = {
  tenants: {
    title: 'Set tenant',
    items: 'tenants',
    findNearest: 'Find nearest tenant',
    locating: 'Finding your location ...',
    nearest: (name: string) => `Nearest tenant: ${name}`,
    useNearest: (name: string) => `Use ${name}`,
    geolocationUnavailable: 'Your browser cannot tell your location.',
    geolocationFailed: 'Unable to get your location.',
    closestFailed: 'Unable to find the nearest tenant.',
  },
} as const;
