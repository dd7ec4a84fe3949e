/** Every text the host shows, word for word from the spec where it names them. */
export const hostMessages = {
  appTitle: 'Hygiene console',
  menu: {
    dashboard: 'Dashboard',
    attention: 'Needs attention',
    users: 'Users',
    maintenance: 'Maintenance',
    installations: 'Plan installations',
    sections: 'Sections',
    general: 'General',
    devices: 'Devices',
    setTenant: 'Set tenant',
    home: 'Home',
  },
  partnerGate: {
    title: 'Enter the partner name',
    fieldLabel: 'Partner name',
    login: 'Login',
  },
  unexpectedError: 'Unexpected Application Error!',
  notFound: '404 Not Found',
  loadingScreen: 'Loading the screen',
  loadFailed: (reason: string) => `The console could not load (${reason}). Reload the page.`,
  signInFailed:
    'Signing in failed: the identity provider did not answer. Reload the page to try again.',
  signOut: 'Sign out',
  /** The app bar's mark when the tenant could not be fetched (spec §8); choosing it tries again. */
  tenantFetchFailed: 'Unable to fetch tenant from api. Try again',
  tryAgain: 'Try again',
  /** The app bar's switch between the light and the dark theme. */
  darkTheme: 'Dark theme',
  configError: {
    title: 'The console is not configured',
    missing: (url: string) => `Could not load ${url}.`,
    invalid: (url: string) => `${url} is not valid:`,
  },
} as const;
