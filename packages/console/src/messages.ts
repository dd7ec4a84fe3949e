import type { FluidType } from '@hygiene/api-client';

/**
 * Every text the console's screens show, in one catalogue so it can be translated. Texts quoted
 * by the spec are word for word (marked "spec"); the rest name what the spec leaves unnamed.
 */
export const messages = {
  locations: {
    /** spec §2 breadcrumbs: Sections > Section > Premise > Floor > Room, plus Floor-plan. */
    sections: 'Sections',
    floorPlan: 'Floor-plan',
    /** Shown in a crumb until its name arrives. */
    loadingName: '…',
  },
  tenants: {
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
  },
  home: {
    /** spec §2: /lander is labelled 'Home'. Its content beyond the label is not in the spec. */
    title: 'Home',
    openDevice: 'Open a device',
    serialNumber: 'Serial number',
    serialHint: 'As printed on the dispenser, e.g. HDP2-10001.',
    serialRequired: 'Enter a serial number.',
    open: 'Open',
    goTo: 'Go to',
    dashboard: 'Dashboard',
    devices: 'Devices',
    setTenant: 'Set tenant',
  },
  fluid: {
    /** spec §3: Alcohol is displayed as 'Disinfectant', Soap as 'Soap'. */
    Alcohol: 'Disinfectant',
    Soap: 'Soap',
  } satisfies Record<FluidType, string>,
  none: '—',
  dashboardLink: 'Dashboard',
  deviceList: {
    title: 'Devices',
    /** spec §2 shared pickers: 'Search {items}'. */
    search: 'Search devices',
    /** spec §8: 'Unable to fetch {items} from api.' */
    fetchError: 'Unable to fetch devices from api.',
    empty: 'No devices found.',
    emptyHint: 'Change the search or the filter to see more devices.',
    tableLabel: 'Devices',
    columns: {
      serialNumber: 'Serial number',
      fluid: 'Fluid',
      location: 'Location',
      powerSource: 'Power source',
      batteries: 'Batteries',
      status: 'Online status',
      lastEvent: 'Last event',
    },
    online: 'Online',
    offline: 'Offline',
    unknown: 'Unknown',
    batteryLevel: (level: number) => `${level} %`,
    filter: {
      legend: 'Filter',
      status: 'Power',
      statusAny: 'On and off',
      statusOn: 'On',
      statusOff: 'Off',
      section: 'Section',
      floor: 'Floor',
      floorMode: 'Floor rule',
      roomMode: 'Room rule',
      include: 'Only these',
      exclude: 'All but these',
      any: 'Any',
      roomType: 'Room type',
      tenant: 'Tenant',
      rooms: 'rooms',
      roomsOfFloor: 'Rooms on the floor',
      selectedRooms: (count: number) => `${count} room(s) chosen`,
      clearRooms: 'Clear rooms',
      reset: 'Clear filter',
    },
  },
  deviceDetail: {
    /** spec §2 */
    notFoundTitle: 'Device not found',
    /** spec §2, §8 */
    notFound: (id: string) => `Unable to find device with id ${id}`,
    toList: 'Go to the device list',
    /** spec §2, §8 */
    otherTenant: 'Device not at this tenant',
    toDevice: 'Go to the device',
    fetchError: 'Unable to fetch device from api.',
    title: (serial: string) => `Device ${serial}`,
    qrCode: (serial: string) => `QR code of ${serial}`,
    qrCodeError: 'Unable to fetch the QR code.',
    fluidSection: 'Fluid',
    fluidType: 'Fluid type',
    changeFluidType: 'Change fluid type',
    recordRefill: 'Record refill',
    powerSection: 'Power source',
    powerSource: 'Power source',
    changePowerSource: 'Change power source',
    batteriesSection: 'Batteries',
    batteryLevel: 'Level',
    batteryChanged: 'Last changed',
    recordBatteryChange: 'Record battery change',
    saved: 'Saved',
    /** spec §8 'Save failure' */
    saveFailed: 'Unable to save',
    commentsSection: 'Comments',
    noComments: 'No comments yet.',
    newComment: 'New comment',
    addComment: 'Add comment',
    editComment: 'Edit',
    editCommentLabel: 'Comment',
    saveComment: 'Save',
    cancel: 'Cancel',
    deleteComment: 'Delete',
    deleteCommentTitle: 'Delete this comment?',
    deleteCommentBody: 'The comment is removed for everyone. This cannot be undone.',
    deleteCommentFailed: 'Unable to delete the comment.',
    commentsError: 'Unable to fetch comments from api.',
    edited: (when: string) => `edited ${when}`,
    installationsSection: 'Installations',
    installationsError: 'Unable to fetch installations from api.',
    noInstallations: 'No installations.',
    sessionsSection: 'Sessions',
    sessionsError: 'Unable to fetch sessions from api.',
    noSessions: 'No sessions.',
    sessionRunning: 'running',
    sessionStopped: (when: string) => `stopped ${when}`,
    eventsSection: 'Event history',
    eventTypes: 'Event types',
    bluetoothEvents: 'Bluetooth events',
    transactionEvents: 'Transaction events',
    eventsError: 'Unable to fetch events from api.',
    noEvents: 'No events.',
    eventsTable: 'Events',
    eventColumns: { time: 'Time', type: 'Type', event: 'Event', source: 'Source' },
    liveSection: 'Live events',
    liveList: 'Live events of this device',
  },
  deviceEntry: {
    /** spec §2 */
    install: (serial: string) => `Install ${serial}`,
    /** spec §2 */
    goToDevice: 'Go to device page',
    switching: (tenant: string) => `Switching to ${tenant} ...`,
    fetchError: 'Unable to fetch device from api.',
  },
  dashboard: {
    title: 'Dashboard',
    feedSection: 'Live feed',
    maxEvents: 'Max events in feed',
    maxEventsInvalid: 'Enter a number',
    eventFilter: 'Event types',
    feedControls: 'Feed settings',
    allEventTypes: 'all',
    someEventTypes: (shown: number, of: number) => `${shown} of ${of}`,
    showAllEventTypes: 'Show all',
    showNoEventTypes: 'Clear',
    fleetSection: 'Fleet',
    online: 'Devices online',
    offline: 'Devices offline',
    lowBattery: 'Low battery',
    lowBatteryAtLeast: (count: number) => `at least ${count}`,
    summaryError: 'Unable to fetch devices from api.',
  },
  provisioning: {
    title: 'Provision devices',
    formSection: 'New devices',
    /** spec §2 */
    goToForm: 'Go to form',
    /** spec §2 */
    viewPreviousResult: 'View previous result',
    /** spec §2 */
    selectModel: 'Select a model',
    /** spec §2: the dialog's title */
    selectModelTitle: 'Select Model',
    /** The picker's noun: 'Unable to fetch models from api.' */
    models: 'models',
    cancel: 'Cancel',
    model: 'Model',
    editModel: 'Edit model',
    /** spec §2: the serial number prefix */
    prefix: 'Prefix',
    /** spec §2 */
    description: 'Description',
    /** spec §2 */
    count: 'Number of new devices',
    /** spec §5 */
    countNotThreeDigits: 'Must be positive 3-digit integer',
    /** spec §5 */
    countOutOfRange: 'Must be between 1 and 100',
    /** spec §2 */
    create: 'Create',
    /** spec §2: while busy */
    creating: (count: number) =>
      count === 1 ? 'Creating device ...' : `Creating ${count} devices ...`,
    /** spec §8 */
    createFailed: 'An error occured when creating devices',
    /** spec §2 */
    ok: 'Ok',
    /** spec §2 */
    created: (provisioned: number, requested: number) => `Created ${provisioned} / ${requested}`,
    partial: (missing: number) => `Not created: ${missing}. Create them from the form.`,
    noneCreated: 'No devices were created. Try again from the form.',
    serialNumbers: 'Serial numbers',
    /** spec §2 */
    copy: 'Copy to clipboard',
    copied: 'Copied.',
    copyRefused: 'Copy refused: press Ctrl+C to copy the selected text.',
    /** spec §2 */
    downloadCsv: 'Download as CSV',
    /** spec §8 */
    noResult: 'No results found in session storage.',
  },
  maintenance: {
    /** spec §2 */
    title: 'Maintenance',
    description: 'Put a customer tenant into maintenance, follow its devices and end it.',
    refused:
      'Maintenance is tied to the service tenant: open this page in the service tenant to start or end maintenance.',
    forbidden: 'You are not allowed to start or end maintenance.',
    indicator: 'Maintenance mode',
    timeLeft: (left: string) => `${left} left`,
    over: 'Maintenance is over',
    leaving: (left: string) => `Maintenance is over. Leaving in ${left}`,
    endButton: 'End maintenance',
    endConfirmTitle: (tenant: string) => `End maintenance of ${tenant}?`,
    endConfirmBody: 'The tenant leaves maintenance mode at once, in every open tab.',
    endConfirm: 'End maintenance',
    endError: 'Unable to end maintenance. Try again.',
    startSection: 'Start maintenance',
    tenantField: 'Tenant',
    chooseTenant: 'Choose a tenant',
    durationField: 'Duration',
    durationOption: (minutes: number) =>
      minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`,
    startButton: 'Start maintenance',
    starting: 'Starting maintenance ...',
    started: (tenant: string) => `Maintenance started for ${tenant}.`,
    openTenant: (tenant: string) => `Open ${tenant}`,
    startError: 'Unable to start maintenance.',
    tenantsError: 'Unable to fetch tenants from api.',
    nowSection: 'Maintenance now',
    running: (tenant: string, end: string) => `${tenant} is in maintenance until ${end}.`,
    notRunning: 'No tenant is in maintenance.',
    statusError: 'Unable to fetch the service tenant from api.',
    sessionsSection: 'Maintenance sessions',
    sessionsList: 'Maintenance sessions by date',
    search: 'Search sessions',
    tenantFilter: 'Filter by tenant',
    allTenants: 'All tenants',
    sessionsError: 'Unable to fetch sessions from api.',
    noSessions: 'No maintenance sessions.',
    today: 'Today',
    yesterday: 'Yesterday',
    unknownDate: 'Unknown date',
    sessionLine: (tenant: string) => `Maintenance of ${tenant}`,
    showUserSessions: 'Sessions of this user',
    userSessionsSection: 'Sessions of one user',
    userSessionsError: 'Unable to fetch sessions from api.',
    closeUserSessions: 'Close',
    devicesSection: 'Devices under maintenance',
    devicesList: 'Devices under maintenance',
    devicesError: 'Unable to fetch device sessions from api.',
    noDevices: 'No devices are under maintenance.',
    serialField: 'Serial number',
    startDeviceButton: 'Start device session',
    deviceNotFound: (serial: string) => `Unable to find device with serial number ${serial}`,
    startDeviceError: 'Unable to start the device session.',
    deviceStarted: (serial: string) => `Device session started for ${serial}.`,
    sessionTenantField: 'Session tenant',
    updateButton: 'Update',
    updateError: 'Unable to update the device session.',
    stopButton: 'Stop',
    stopError: 'Unable to stop the device session.',
    deviceSince: (since: string) => `since ${since}`,
  },
  onPrem: {
    /** spec §2 (the page exists; what it shows is ours) */
    title: 'On-prem',
    description: 'What this console is connected to. Tell support what you see here.',
    connectionSection: 'Connection',
    environment: 'Environment',
    version: 'Console version',
    apiUrl: 'API',
    hubUrl: 'Real-time hub',
    identityUrl: 'Identity provider',
    realm: 'Realm',
    tenant: 'Tenant',
    liveState: 'Live connection',
    copy: 'Copy details',
    copied: 'Details copied to the clipboard.',
    copyFailed: 'Could not copy. Select the details and copy them by hand.',
    unknown: 'not known',
  },
  users: {
    title: 'Users',
    /** spec §2 shared pickers: 'Search {items}'. */
    search: 'Search users',
    filterLabel: 'Filter users',
    group: 'Group',
    allGroups: 'All groups',
    /** spec §8: 'Unable to fetch {items} from api.' */
    fetchError: 'Unable to fetch users from api.',
    groupsError: 'Unable to fetch groups from api.',
    sectionsError: 'Unable to fetch sections from api.',
    empty: 'No users found.',
    emptyHint: 'Change the search or the group.',
    listLabel: 'Users',
    email: 'Email',
    groups: 'Groups',
    sections: 'Allowed sections',
    noneAssigned: 'None',
    /** spec §2 */
    inviteLink: 'Invite a user',
    /** spec §2 route table: /users/screen is 'Add a screen user'. */
    screenLink: 'Add a screen user',
    backToList: 'Back to users',
    invite: {
      title: 'Invite a user',
      email: 'Email',
      firstName: 'First name',
      lastName: 'Last name',
      submit: 'Invite',
      sending: 'Sending invitation ...',
      /** Why the button is disabled, part by part. */
      missing: 'To invite, fill in:',
      gaps: {
        email: 'email',
        firstName: 'first name',
        lastName: 'last name',
        groups: 'at least one group',
        sections: 'at least one section',
      },
      /** spec §8 */
      sent: (email: string) => `Invitation sent to ${email}`,
      /** spec §8 (sic) */
      failed: 'An error occured while trying to send email.',
    },
    detail: {
      fetchError: 'Unable to fetch user from api.',
      notFound: 'User not found',
      facts: 'User',
      tenant: 'Tenant',
      access: 'Groups and sections',
      update: 'Update user',
      updating: 'Updating user ...',
      unchanged: 'Change a group or a section to update the user.',
      changeSummary: 'This update',
      adds: 'Adds sections:',
      removes: 'Removes sections:',
      keepsSections: 'Sections stay as they are.',
      groupsChange: 'Groups change.',
      noSectionsLeft: 'The user will have no sections.',
      /** spec §8 */
      updated: 'User successfully updated.',
      /** spec §8 (sic) */
      updateFailed: 'An error occured while trying to update user.',
      deleteSection: 'Delete user',
      deleteHint: 'They lose access at once.',
      delete: 'Delete user',
      deleteTitle: (name: string) => `Delete user ${name}?`,
      deleteBody: 'This cannot be undone.',
      deleteConfirm: 'Delete',
      deleteFailed: 'Unable to delete the user.',
    },
    screen: {
      /** spec §2 */
      title: 'Add a screen user',
      numberLoading: 'Finding the next screen number ...',
      /** spec §8 */
      numberError: 'Error when contacting api',
      numberUnreadable: "The newest user's email holds no screen number.",
      email: 'Email',
      emailHint: 'The next free screen number.',
      /** spec §2 */
      screenType: 'Screen Type',
      screenTypeNone: 'None',
      screenTypesError: 'Unable to fetch screen types from api.',
      /** spec §2 */
      deviceType: 'Device Type',
      /** spec §2 */
      specs: 'Model, year, specs',
      /** spec §2 */
      password: 'Password',
      generate: 'Generate',
      generateHint: 'Generate makes a strong one.',
      /** spec §2 */
      temporary: 'Temporary password',
      /** spec §2 */
      create: 'Create screen user',
      creating: 'Creating screen user ...',
      missing: 'To create, fill in:',
      gaps: {
        email: 'email',
        deviceType: 'device type',
        specs: 'model, year, specs',
        password: 'password',
      },
      /** spec §2 */
      created: (email: string) => `Screen user ${email} created`,
      /** spec §2 */
      createAnother: 'Create new static screen user',
      /** spec §2 */
      backToUsers: 'Back to users',
      /** spec §8 */
      failed: 'Unable to create screen user',
    },
  },
} as const;
