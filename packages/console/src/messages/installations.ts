export const installations = {
  /** Spec §2 install page and §8. */
  title: (serial: string) => `Install ${serial}`,
  noSerial: 'Error no serial number',
  noInstallation: 'Error: deviceInstallation is null',
  installed: (serial: string) => `Successfully installed ${serial}`,
  goToDevice: 'Go to device',
  failed: (serial: string) => `Install failed ${serial}`,
  tryAgain: 'Try again',
  /**
   * Before step 0 (spec §4: only Ready or InProgress is active): a finished installation cannot
   * be completed again, so the wizard says so and offers a new one instead of eight steps into a
   * certain 'Install failed'.
   */
  wasInstalled: (serial: string, tenant: string, date: string) =>
    date
      ? `${serial} was installed at ${tenant} on ${date}`
      : `${serial} was installed at ${tenant}`,
  wasAborted: (serial: string, tenant: string, date: string) =>
    date
      ? `The installation of ${serial} at ${tenant}, planned on ${date}, was aborted`
      : `The installation of ${serial} at ${tenant} was aborted`,
  finishedExplain: 'That installation is finished and cannot be completed again.',
  missingExplain: 'The device has no installation to complete.',
  installAgain: (tenant: string) => `Install again at ${tenant}`,
  installNew: (tenant: string) => `Start an installation at ${tenant}`,
  otherTenant: 'Or choose another tenant for the new installation:',
  reinstalling: (tenant: string) => `Starting a new installation at ${tenant} ...`,
  /** Spec §4 / §8: creating an installation answers 409 (conflict) or 500 (error). */
  reinstallConflict:
    'Conflict: the device already has an active installation. Reload to continue that one.',
  reload: 'Reload',
  reinstallError: 'Unable to start a new installation.',
  /** Spec §2: step titles (tenant-facing variant), steps 0 to 7. */
  steps: [
    'Select Tenant',
    'Select Room',
    'Liquid',
    'Turn on hand sensor',
    'Check hand sensor',
    'Mount on wall',
    'Take a picture of the device',
    'Overview',
  ],
  /** Spec §2 header. */
  online: 'Device is online',
  offline: 'Device is offline',
  eventsError: 'Unable to get events',
  eventsLoading: 'Checking the device ...',
  tenantIsFor: (name: string) => `The installation is for ${name}.`,
  mustMatch: "Choose the installation's tenant to go on.",
  switching: (name: string) => `Moving the installation to ${name} ...`,
  /** Spec §4: creating an installation yields saved, conflict (409) or error (500). */
  switched: (name: string) => `Installation moved to ${name}.`,
  switchConflict: 'Conflict: the device has an active installation.',
  switchError: 'Unable to move the installation.',
  roomChosen: (room: string) => `Chosen: ${room}`,
  confirmRoom: 'Confirm room',
  roomConfirmed: (room: string) => `Room confirmed: ${room}`,
  fluidKind: 'Fluid kind',
  sensorOn: 'Switch the hand sensor on: its light blinks.',
  sensorOnPicture: 'Sensor switch on',
  sensorCheck: 'Hold a hand under the sensor: its light turns green.',
  sensorCheckPicture: 'Hand under the sensor',
  /** Spec §2 mounting guidance, in order. */
  mount: [
    'Degrease the wall.',
    'Remove the liner from the tape.',
    'Mount the sensor on the wall.',
    'Mount the drip tray, depending on delivery.',
  ],
  picture: 'Picture of the installed device',
  pictureHint: 'Opens the camera on a phone.',
  preview: 'The chosen picture',
  savePicture: 'Save picture',
  otherPicture: 'Choose another',
  preparing: 'Preparing the picture ...',
  uploading: (percent: number) => `Saving the picture ... ${percent} %`,
  progress: 'Upload progress',
  /** Spec §8 'Image upload'. */
  imageFailed: 'Unable to save image',
  notImage: 'Only image files can be saved.',
  /** The picture (after shrinking) is over the platform's size limit. */
  imageTooLarge: (sizeMb: string, maxMb: number) =>
    `This picture is ${sizeMb} MB; a picture can be at most ${maxMb} MB.`,
  /**
   * The platform refused the picture as too large (413). No number: the platform's limit may be
   * stricter than the console's, which this picture already kept.
   */
  imageRefusedTooLarge: 'The platform refused the picture as too large.',
  /** The installation has as many pictures as the platform takes. */
  tooManyImages: (max: number) =>
    `An installation can have at most ${max} pictures, and this one has them all.`,
  saved: (count: number) => `${count} picture(s) saved.`,
  skip: 'Skip this step',
  skipped: 'Step skipped: no picture.',
  serialNumber: 'Serial number',
  checklist: 'Check before you confirm',
  tenant: (name: string) => `Tenant: ${name}`,
  room: (room: string, floor: string) => `Room: ${room}, floor: ${floor}`,
  fluid: (fluid: string) => `Fluid type: ${fluid}`,
  offlineLegend: 'Confirm the device is offline',
  offlineLabel: 'The device is offline',
  confirm: 'Confirm installation',
  saving: 'Saving the installation ...',
  /** Spec §2: /installations is labelled 'Plan installations'. */
  plan: 'Plan installations',
  listError: 'Unable to fetch installations from api.',
  empty: 'No installations.',
  list: 'Installations',
  status: 'Status',
  anyTenant: 'All tenants',
  anyStatus: 'All statuses',
  created: 'Created',
  abort: 'Abort',
  abortLabel: (serial: string) => `Abort the installation of ${serial}`,
  confirmAbort: (serial: string) => `Abort the installation of ${serial}?`,
  keep: 'Keep it',
  aborted: (serial: string) => `The installation of ${serial} was aborted.`,
  abortFailed: 'Unable to abort the installation.',
  statuses: {
    Ready: 'Ready',
    InProgress: 'In progress',
    Installed: 'Installed',
    Aborted: 'Aborted',
  },
} as const;
