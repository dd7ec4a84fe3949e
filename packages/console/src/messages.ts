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
    /** A crumb whose id the platform does not know. */
    notFoundName: 'Not found',
    /** spec §8 'Missing route parameters': 'Could not read premiseId from url' and its siblings. */
    unreadableParam: (param: string) => `Could not read ${param} from url`,
    notFoundTitle: {
      section: 'Section not found',
      premise: 'Premise not found',
      floor: 'Floor not found',
      room: 'Room not found',
    },
    notFound: (level: string, id: string) => `There is no ${level} with id ${id} at this tenant.`,
    toSections: 'Go to sections',
    /** spec §8: 'Unable to fetch {items} from api.' */
    fetchError: (items: string) => `Unable to fetch ${items} from api.`,
    /** For the pickers' 'Search {items}'. */
    items: {
      sections: 'sections',
      premises: 'premises',
      floors: 'floors',
      rooms: 'rooms',
      section: 'section',
      premise: 'premise',
      floor: 'floor',
      room: 'room',
      devices: 'devices',
      floorPlan: 'floor plan',
    },
    sectionsTitle: 'Sections',
    sectionsDescription: 'Every dispenser hangs in a room, on a floor, in a premise of a section.',
    premisesTitle: 'Premises',
    floorsTitle: 'Floors',
    roomsTitle: 'Rooms',
    floorNumber: (number: number) => `Floor ${number}`,
    name: 'Name',
    cancel: 'Cancel',
    create: 'Create',
    /** spec §2 */
    addPremise: 'Add premise',
    /** spec §8 */
    createPremiseFailed: 'Unable to create premise',
    /** spec §2 */
    addFloor: 'Add Floor',
    number: 'Number',
    numberHint: 'A whole number: 0 for the ground floor, -1 below it.',
    /** spec §5: the floor number must parse as an integer, otherwise the field shows an error. */
    numberInvalid: 'Must be a whole number',
    /** spec §8 */
    createFloorFailed: 'Unable to create Floor',
    /** spec §2 */
    addCoordinates: 'Add coordinates',
    coordinates: 'Coordinates',
    /** spec §5: entered as 'latitude, longitude'. */
    coordinatesHint: 'latitude, longitude (for example 59.91, 10.75)',
    coordinatesInvalid: "Write 'latitude, longitude' with a comma and a space between them.",
    update: 'Update',
    /** spec §8 */
    locationUpdated: 'Location updated',
    /** spec §8 */
    locationFailed: 'Unable to update location',
    location: 'Location',
    noLocation: 'No coordinates yet',
    latLong: (latitude: number, longitude: number) => `${latitude}, ${longitude}`,
    /** spec §2 */
    addRoom: 'Add Room',
    roomType: 'Room type',
    chooseRoomType: 'Choose a room type',
    /** spec §4 */
    createNew: 'create new',
    /** spec §4 */
    changeType: 'change type',
    newRoomType: 'New room type',
    useForCompliance: 'Use for compliance',
    createRoomType: 'Create room type',
    /** spec §8 */
    roomTypeExists: 'Room type already exists',
    /** spec §8 'Save failure' */
    saveFailed: 'Unable to save',
    /** spec §8 */
    roomTypesFailed: 'Unable to fetch room types',
    /** spec §8 */
    createRoomFailed: 'Unable to create Room',
    floor: 'Floor',
    type: 'Type',
    none: '—',
    addFloorPlan: 'Add floor-plan',
    editFloorPlan: 'Edit floor-plan',
    devicesTitle: 'Devices',
    noDevices: 'No devices here.',
    devicesTable: 'Devices in this room',
    /** spec §2 'Floor-plan for {name}' */
    floorPlanTitle: (name: string) => `Floor-plan for ${name}`,
    floorPlanDescription:
      'Place the dispensers on the plan, or write the plan as JSON in the editor below.',
    planCard: 'Plan',
    planLabel: (name: string) => `Floor plan of ${name}`,
    savePlan: 'Save plan',
    unsaved: 'Unsaved changes',
    jsonCard: 'JSON',
    noFloorPlan: 'No floor plan yet: place a device or paste one as JSON to create it.',
    /** spec §8 */
    floorPlanSaved: 'New floorplan saved',
    /** spec §8 */
    floorPlanSaveFailed: 'Unable to save floorplan',
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
    fleetSection: 'Fleet',
    online: 'Devices online',
    offline: 'Devices offline',
    lowBattery: 'Low battery',
    lowBatteryAtLeast: (count: number) => `at least ${count}`,
    recentEvents: 'Most recent events',
    recentEventsError: 'Unable to fetch events from api.',
    summaryError: 'Unable to fetch devices from api.',
    noRecentEvents: 'No events yet.',
    showDevices: (label: string) => `Show: ${label}`,
  },
} as const;
