import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/deviceDetail';

export const deviceDetail = defineMessages(texts, {
  /** spec §2, §8 */
  otherTenant: 'Device not at this tenant',
  toDevice: 'Go to the device',
  title: icu<[serial: string]>('Device {serial}', 'serial'),
  /** While the page's lower sections (comments, history, events) arrive. */
  loadingMore: 'Loading the device history',
  /** While the fluid, power and battery controls arrive. */
  settingsLoading: 'Loading the device settings',
  qrCode: icu<[serial: string]>('QR code of {serial}', 'serial'),
  qrCodeError: 'Unable to fetch the QR code.',
  fluidSection: 'Fluid',
  fluidType: 'Fluid type',
  changeFluidType: 'Change fluid type',
  recordRefill: 'Record refill',
  /** Under 'Record refill': what it records, and that the worklist follows the dispenser. */
  refillHint:
    'Records that you filled it. Empty and Low fluid clear when the dispenser itself reports its new level.',
  refillRecorded:
    'Refill recorded. Empty and Low fluid clear when the dispenser reports its new level.',
  powerSection: 'Power source',
  powerSource: 'Power source',
  changePowerSource: 'Change power source',
  batteriesSection: 'Batteries',
  batteryLevel: 'Level',
  batteryChanged: 'Last changed',
  recordBatteryChange: 'Record battery change',
  batteryChangeHint:
    'Records new batteries now: the level is set to 100 % and battery problems clear at once.',
  batteryChangeTitle: 'Record a battery change?',
  batteryChangeBody:
    'Record it only once the new batteries are in. The level is set to 100 % and Battery low and Battery critical leave Needs attention at once; the dispenser’s next report corrects the level.',
  batteryChangeRecorded: 'Battery change recorded: the level is 100 %.',
  /** The panel that leads the page when the device is on the worklist. */
  attentionTitle: 'Needs attention',
  attentionNone: 'Nothing needs attention here.',
  attentionError: 'Unable to fetch what needs attention.',
  /** The way back when the page was opened from the worklist. */
  backToAttention: 'Needs attention',
  openFloor: 'Open floor',
  showOnPlan: 'Show on floor plan',
  /** Where the device hangs: 'Skyllerom 102 · 1. etasje · Bygg A'. */
  placeParts: icu<[place: string, premise: string]>('{place} · {premise}', 'place', 'premise'),
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
  /** Issue 46: the platform refused (403): a comment is changed by its author only. */
  notYourComment: 'Only its author can edit this comment.',
  notYourCommentToDelete: 'Only its author or an administrator can delete this comment.',
  commentsError: 'Unable to fetch comments from api.',
  /** Below the comment field: how much of the limit the text takes. */
  commentCounter: icu<[length: number, max: number]>(
    '{length, number} of {max, number} characters',
    'length',
    'max',
  ),
  /** The text is over the limit: save is disabled, nothing is sent. */
  commentTooLong: icu<[max: number, over: number]>(
    'A comment can be at most {max, number} characters. Remove {over, number}.',
    'max',
    'over',
  ),
  /**
   * The platform refused the comment as too long (413). No number: the platform's limit may be
   * stricter than the console's, which this comment already kept.
   */
  commentRefusedTooLong: 'Unable to save: the platform refused the comment as too long.',
  edited: icu<[when: string]>('edited {when}', 'when'),
  /** Issue 46: who edited a comment (its author: only an author edits a comment). */
  editedBy: icu<[when: string, name: string]>('edited {when} by {name}', 'when', 'name'),
  /** Issue 46: the pictures the installer took, under each installation. */
  installationPictures: icu<[count: number]>(
    '{count, plural, one {# picture of the installation} other {# pictures of the installation}}',
    'count',
  ),
  installationPicture: icu<[n: number, count: number]>(
    'Picture {n} of {count} of the installed dispenser',
    'n',
    'count',
  ),
  /** A wrong picture (another dispenser, a blurred one) can go (issue 46). */
  deletePicture: 'Delete',
  deletePictureName: icu<[n: number, count: number]>('Delete picture {n} of {count}', 'n', 'count'),
  deletePictureTitle: 'Delete this picture?',
  deletePictureBody:
    'The picture of the installed dispenser is removed for everyone. This cannot be undone.',
  pictureDeleted: 'Picture deleted.',
  pictureAlreadyGone: 'The picture was deleted already.',
  deletePictureFailed: 'Unable to delete the picture.',
  installationsSection: 'Installations',
  installationsError: 'Unable to fetch installations from api.',
  noInstallations: 'No installations.',
  sessionsSection: 'Sessions',
  sessionsError: 'Unable to fetch sessions from api.',
  noSessions: 'No sessions.',
  sessionRunning: 'running',
  sessionStopped: icu<[when: string]>('stopped {when}', 'when'),
  eventsSection: 'Event history',
  bluetoothEvents: 'Bluetooth events',
  transactionEvents: 'Transaction events',
  eventsError: 'Unable to fetch events from api.',
  noEvents: 'No events.',
  eventsTable: 'Events',
  eventColumns: { time: 'Time', type: 'Type', event: 'Event', source: 'Source' },
  liveSection: 'Live events',
  liveList: 'Live events of this device',
});
