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
} as const;
