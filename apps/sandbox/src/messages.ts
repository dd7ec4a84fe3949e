/** Every text the sandbox shows a person: pages, problem titles, the start-up log. */
export const messages = {
  /**
   * The sign-in page, in the language the application asks for (`ui_locales`, as keycloak-js
   * sends its `locale`) or else the browser's: English, or Norwegian Bokmål for `nb`, `nn`, `no`.
   */
  login: {
    en: {
      pageTitle: (realm: string) => `Sign in to ${realm}`,
      heading: 'Sign in to your account',
      username: 'Username',
      password: 'Password',
      submit: 'Sign In',
      invalidCredentials: 'Invalid username or password.',
      expired: 'Your sign-in page has expired. Please go back to the application and try again.',
      errorTitle: 'Sign-in error',
      unknownRealm: (realm: string) =>
        `There is no partner named "${realm}". Check the name and try again.`,
      back: 'Back to the console',
      hint: 'Demo users: admin / admin, installer / installer, staff / staff.',
    },
    nb: {
      pageTitle: (realm: string) => `Logg inn på ${realm}`,
      heading: 'Logg inn på kontoen din',
      username: 'Brukernavn',
      password: 'Passord',
      submit: 'Logg inn',
      invalidCredentials: 'Feil brukernavn eller passord.',
      expired: 'Innloggingssiden er utløpt. Gå tilbake til appen og prøv igjen.',
      errorTitle: 'Innloggingsfeil',
      unknownRealm: (realm: string) =>
        `Det finnes ingen partner med navnet «${realm}». Sjekk navnet og prøv igjen.`,
      back: 'Tilbake til konsollen',
      hint: 'Demobrukere: admin / admin, installer / installer, staff / staff.',
    },
  },
  loggedOut: { pageTitle: 'Signed out', heading: 'You are signed out.' },
  errorPage: {
    pageTitle: 'Sign-in error',
    unknownClient: 'The application asking for sign-in is not known to this sandbox.',
    badRedirect: 'The address to return to after sign-in is not allowed.',
    logoutNeedsHint:
      'Sign-out by link needs the id_token_hint of the session; sign out from the application instead.',
  },
  placeholder: {
    pageTitle: 'Hygiene console sandbox',
    heading: 'The host app is not built yet',
    body: 'The sandbox is running: the API, the event hub and sign-in answer on this origin. Build the host app to see the console here.',
  },
  problems: {
    unauthorized: 'Unauthorized',
    missingToken: 'A bearer token from this sandbox is required.',
    forbidden: 'Forbidden',
    tenantRefused: (tenant: string) => `You may not access the tenant "${tenant}".`,
    notFound: 'Not Found',
    badRequest: 'Bad Request',
    serviceUnavailable: 'Service Unavailable',
    notSaved: 'The platform could not save this change, so it was not made. Try again.',
    malformedJson: 'The request body is not valid JSON.',
    malformedPath: 'The path has a malformed percent-encoding.',
    tooLarge: 'Content Too Large',
    bodyLimit: (bytes: number) => `The request body may be at most ${bytes} bytes.`,
    misdirected: 'Misdirected Request',
    unknownHost: 'This sandbox answers only on its loopback addresses.',
    internal: 'Internal Server Error',
    internalDetail: 'The sandbox failed to answer; see its log.',
  },
  panel: {
    jsonOnly: 'The dispenser panel takes application/json.',
    badEvent:
      'Send { "eventType": one of the event types, "event"?: its name, "battery"?: { "level": 0 to 100 } }.',
    noDevice: (tenant: string) => `No such device at the tenant "${tenant}".`,
    roleMissing: (roles: readonly string[]) =>
      `Sending device events needs the role ${roles.join(' or ')}.`,
  },
  clock: {
    jsonOnly: 'The clock takes application/json.',
    badBody: (max: number) => `Send { "advanceMinutes": a whole number from 1 to ${max} }.`,
    roleMissing: (roles: readonly string[]) =>
      `Moving the clock needs the role ${roles.join(' or ')}.`,
  },
  /**
   * The lines the sandbox adds to the platform's e-mail (whose subject and text come in the
   * person's language already): where to act, and how to stop the e-mails.
   */
  mail: {
    en: { open: 'Open in the console', unsubscribe: 'Stop these e-mails' },
    nb: { open: 'Åpne i konsollen', unsubscribe: 'Stopp disse e-postene' },
  },
  inbox: {
    pageTitle: 'Sandbox inbox',
    heading: 'E-mail the sandbox sent',
    intro: (count: number, max: number) =>
      `${count} message${count === 1 ? '' : 's'}, newest first (the newest ${max} are kept while the sandbox runs). This page reloads every 5 seconds.`,
    receiver: (port: number) => `The sandbox's SMTP receiver listens on 127.0.0.1:${port}.`,
    external: (url: string) =>
      `E-mail goes to ${url} (SANDBOX_SMTP_URL), not here: look for it there.`,
    empty:
      "No e-mail yet. Turn e-mail on in the console's notification settings and make a dispenser need attention.",
    to: 'To',
    receivedAt: 'Received',
    links: 'Links',
  },
  pushReceiver: {
    noSubscription: 'No such subscription at the sandbox push service.',
    wrongKey: "The VAPID key is not the sandbox's, or its token does not verify.",
    undecryptable: "The body could not be decrypted with this subscription's keys (aes128gcm).",
  },
  hub: {
    unknownMethod: (name: string) => `Unknown hub method '${name}'.`,
    joinRefused: (tenant: string) => `You may not join the group of the tenant "${tenant}".`,
    eventsRefused:
      'None of your roles may read device events, so the live feed is not open to you.',
    badArguments: 'A tenant identifier (string) is expected.',
    streamsUnsupported: 'This hub has no streaming methods.',
    protocolError: 'Connection closed with an error: the message could not be read.',
    handshakeError: (protocol: string) =>
      `The protocol '${protocol}' is not supported; use json version 1.`,
    handshakeTimeout: 'Handshake was not received in time.',
    clientTimeout: 'Server timeout elapsed without receiving a message from the client.',
    shuttingDown: 'The sandbox is shutting down.',
    fellBehind:
      'The client fell behind: it did not read its messages in time. Reconnect and fetch what was missed.',
    tokenExpired: 'The access token expired or its sign-in session ended.',
    connectionIdMissing: 'The connection token (id) from negotiate is required.',
    deleteOnlyPolls: 'Only a long-polling connection is closed with DELETE.',
    conflict: 'Conflict',
    alreadyConnected: 'This connection already has its transport.',
    methodNotAllowed: 'Method Not Allowed',
    unavailable: 'Service Unavailable',
    tooManyConnectionsTitle: 'Too Many Requests',
    tooManyConnections: (max: number) =>
      `This user already holds ${max} hub connections; close one before opening another.`,
  },
  log: {
    started: (url: string, ms: number) => `Sandbox ready at ${url} (started in ${ms} ms)`,
    users: 'Demo users (username / password: role):',
    user: (username: string, password: string, description: string) =>
      `  ${username} / ${password}: ${description}`,
    data: (dir: string) => `Data folder: ${dir}`,
    saveFailed: (reason: string) =>
      `The platform could not be saved (${reason}); the last saved state stays in force.`,
    advanceFailed: (reason: string) =>
      `Time could not pass on the platform (${reason}); the next round tries again.`,
    mailFailed: (to: string, reason: string) => `E-mail to ${to} could not be sent: ${reason}`,
    pushFailed: (to: string, reason: string) => `Web push to ${to} could not be sent: ${reason}`,
    pushGone: (to: string, status: number) =>
      `Web push to ${to} answered ${status}: that browser's subscription is gone.`,
    deliveryFailed: (who: string, reason: string) =>
      `A notification for ${who} could not be sent: ${reason}`,
    inbox: (url: string, port: number) =>
      `Inbox (e-mail the platform sends): ${url} (SMTP 127.0.0.1:${port})`,
    externalMail: (url: string) => `E-mail goes to ${url} (SANDBOX_SMTP_URL)`,
    smtpPortTaken: (wanted: number, port: number) =>
      `The SMTP port ${wanted} is in use: the sandbox's receiver took ${port} instead.`,
    reset: 'The platform data was reset (--reset); signing keys and sessions were kept.',
    staticDir: (dir: string) => `Serving the host app from ${dir}`,
    placeholder: 'The host app is not built yet: serving a placeholder page at /.',
    events: (rate: number) => `Simulated dispensers: ${rate} events per second over all tenants`,
    platform: 'Platform behind /api: @hygiene/fake-platform (saved in the data folder)',
    allowedOrigin: (origin: string) => `Allowed origin (API, hub, sign-in): ${origin}`,
    stopHint: 'Press Ctrl-C to stop.',
    devOrigins:
      'Trusting the Vite dev server too (--dev-origins): http://localhost:5173, http://127.0.0.1:5173',
    stopping: 'Stopping the sandbox ...',
    stopped: 'Sandbox stopped.',
    portInUse: (port: number) => `Port ${port} is in use. Stop what uses it or set PORT.`,
    badOption: (detail: string) => `Invalid option: ${detail}`,
    dataDirLocked: (dir: string, pid: number) =>
      `The data folder ${dir} is in use by another sandbox (process ${pid}). Stop that one, or start this one with another --data-dir.`,
    storeUnreadable: (file: string, aside: string, reason: string) =>
      `The store ${file} could not be read (${reason}). It was moved to ${aside}; starting with a new store (the platform is seeded again, everyone signs in again).`,
    documentUnreadable: (key: string, aside: string, reason: string) =>
      `The stored document "${key}" could not be read (${reason}). It was kept as "${aside}" and is made anew (the platform's snapshot: the platform is seeded again).`,
  },
} as const;
