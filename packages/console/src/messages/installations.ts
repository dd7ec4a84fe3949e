import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/installations';

export const installations = defineMessages(texts, {
  /** Spec §2 install page and §8. */
  title: icu<[serial: string]>('Install {serial}', 'serial'),
  noSerial: 'Error no serial number',
  /**
   * A device with no installation at all: for a new device the normal case, so it reads as such
   * (spec §8's 'Error: deviceInstallation is null' was shown to installers for every new device;
   * issue 46 chose words they can act on).
   */
  noInstallation: 'Not installed yet',
  installed: icu<[serial: string]>('Successfully installed {serial}', 'serial'),
  goToDevice: 'Go to device',
  failed: icu<[serial: string]>('Install failed {serial}', 'serial'),
  tryAgain: 'Try again',
  /**
   * Before step 0 (spec §4: only Ready or InProgress is active): a finished installation cannot
   * be completed again, so the wizard says so and offers a new one instead of eight steps into a
   * certain 'Install failed'. {dated} is 'yes' when the platform gave the date {date}.
   */
  wasInstalled: icu<[serial: string, tenant: string, date: string, dated: Dated]>(
    '{dated, select, yes {{serial} was installed at {tenant} on {date}} other {{serial} was installed at {tenant}}}',
    'serial',
    'tenant',
    'date',
    'dated',
  ),
  /** {dated} is 'yes' when the platform gave the planned date {date}. */
  wasAborted: icu<[serial: string, tenant: string, date: string, dated: Dated]>(
    '{dated, select, yes {The installation of {serial} at {tenant}, planned on {date}, was aborted} other {The installation of {serial} at {tenant} was aborted}}',
    'serial',
    'tenant',
    'date',
    'dated',
  ),
  finishedExplain: 'That installation is finished and cannot be completed again.',
  missingExplain: 'This device has never been installed. Start its first installation here.',
  installAgain: icu<[tenant: string]>('Install again at {tenant}', 'tenant'),
  installNew: icu<[tenant: string]>('Start an installation at {tenant}', 'tenant'),
  otherTenant: 'Or choose another tenant for the new installation:',
  reinstalling: icu<[tenant: string]>('Starting a new installation at {tenant} ...', 'tenant'),
  /** Spec §4 / §8: creating an installation answers 409 (conflict) or 500 (error). */
  reinstallConflict:
    'Conflict: the device already has an active installation. Reload to continue that one.',
  reload: 'Reload',
  reinstallError: 'Unable to start a new installation.',
  /** Spec §2: step titles (tenant-facing variant), steps 0 to 8 ('Press the dispenser': issue 51). */
  steps: {
    tenant: 'Select Tenant',
    room: 'Select Room',
    fluid: 'Liquid',
    sensorOn: 'Turn on hand sensor',
    sensorCheck: 'Check hand sensor',
    mount: 'Mount on wall',
    press: 'Press the dispenser',
    picture: 'Take a picture of the device',
    overview: 'Overview',
  },
  /** Spec §2 header. */
  online: 'Device is online',
  offline: 'Device is offline',
  eventsError: 'Unable to get events',
  eventsLoading: 'Checking the device ...',
  tenantIsFor: icu<[name: string]>('The installation is for {name}.', 'name'),
  /** Why Next is disabled at step 0 (`nextNeeds` for the others). */
  mustMatch: "Choose the installation's tenant to go on.",
  switching: icu<[name: string]>('Moving the installation to {name} ...', 'name'),
  /** Spec §4: creating an installation yields saved, conflict (409) or error (500). */
  switched: icu<[name: string]>('Installation moved to {name}.', 'name'),
  switchConflict: 'Conflict: the device has an active installation.',
  switchError: 'Unable to move the installation.',
  roomChosen: icu<[room: string]>('Chosen: {room}', 'room'),
  /**
   * The room step narrows by premise (the building), then floor (issue 46); the search finds all
   * three. 'Premise' as docs/GLOSSARY.md has it (Bokmål 'bygg').
   */
  premise: 'Premise',
  everyPremise: 'All premises',
  floor: 'Floor',
  everyFloor: 'All floors',
  choosePremiseFirst: 'Choose a premise to choose its floor.',
  premisesError: 'Unable to fetch premises from api.',
  floorsError: 'Unable to fetch floors from api.',
  /** Why Next is disabled (issue 46: Next says why), by the gate's reason. */
  nextNeeds: {
    noRoom: 'Choose a room to go on.',
    unverified: 'Press the dispenser and wait for its event to go on.',
    noImage: 'Add a picture or skip this step to go on.',
  },
  fluidKind: 'Fluid kind',
  sensorOn: 'Switch the hand sensor on: its light blinks.',
  sensorOnPicture: 'Sensor switch on',
  sensorCheck: 'Hold a hand under the sensor: its light turns green.',
  sensorCheckPicture: 'Hand under the sensor',
  /** Spec §2 mounting guidance, in order. */
  mount: {
    degrease: 'Degrease the wall.',
    liner: 'Remove the liner from the tape.',
    sensor: 'Mount the sensor on the wall.',
    dripTray: 'Mount the drip tray, depending on delivery.',
  },
  picture: 'Picture of the installed device',
  pictureHint: 'Opens the camera on a phone.',
  preview: 'The chosen picture',
  savePicture: 'Save picture',
  otherPicture: 'Choose another',
  preparing: 'Preparing the picture ...',
  uploading: icu<[percent: number]>('Saving the picture ... {percent} %', 'percent'),
  progress: 'Upload progress',
  /** Spec §8 'Image upload'. */
  imageFailed: 'Unable to save image',
  notImage: 'Only image files can be saved.',
  /** The picture (after shrinking) is over the platform's size limit. */
  imageTooLarge: icu<[sizeMb: string, maxMb: number]>(
    'This picture is {sizeMb} MB; a picture can be at most {maxMb} MB.',
    'sizeMb',
    'maxMb',
  ),
  /**
   * The platform refused the picture as too large (413). No number: the platform's limit may be
   * stricter than the console's, which this picture already kept.
   */
  imageRefusedTooLarge: 'The platform refused the picture as too large.',
  /** The installation has as many pictures as the platform takes. */
  tooManyImages: icu<[max: number]>(
    'An installation can have at most {max} pictures, and this one has them all.',
    'max',
  ),
  saved: icu<[count: number]>('{count} picture(s) saved.', 'count'),
  skip: 'Skip this step',
  skipped: 'Step skipped: no picture.',
  serialNumber: 'Serial number',
  /** The overview's line on step 6 (issue 51). */
  verification: 'Device check',
  /** While the 'Press the dispenser' step's code arrives. */
  loadingStep: 'Loading the step ...',
  verifiedAt: icu<[time: string]>('Verified: its event arrived at {time}', 'time'),
  notVerified: 'Installed, not verified',
  checklist: 'Check before you confirm',
  tenant: icu<[name: string]>('Tenant: {name}', 'name'),
  room: icu<[room: string, floor: string]>('Room: {room}, floor: {floor}', 'room', 'floor'),
  fluid: icu<[fluid: string]>('Fluid type: {fluid}', 'fluid'),
  offlineLegend: 'Confirm the device is offline',
  offlineLabel: 'The device is offline',
  confirm: 'Confirm installation',
  saving: 'Saving the installation ...',
});

/** Whether a finished installation's text has a date to tell. */
type Dated = 'yes' | 'no';

/** '{serial} was installed at {tenant} on {date}', without ' on {date}' when `date` is empty. */
export const wasInstalled = (serial: string, tenant: string, date: string): string =>
  installations.wasInstalled(serial, tenant, date, date ? 'yes' : 'no');

/** 'The installation of {serial} at {tenant}, planned on {date}, was aborted', alike. */
export const wasAborted = (serial: string, tenant: string, date: string): string =>
  installations.wasAborted(serial, tenant, date, date ? 'yes' : 'no');

/** The wizard's step titles, steps 0 to 7, in order. */
export const installationSteps = (): string[] => Object.values(installations.steps);

/** The mounting guidance, in order. */
export const mountingGuidance = (): string[] => Object.values(installations.mount);
