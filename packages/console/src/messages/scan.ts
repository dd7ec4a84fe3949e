import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/scan';

/** 'Scan a dispenser' (issue 51): the camera reads the QR code on the dispenser. */
export const scan = defineMessages(texts, {
  /** The screen's title, and the way to it from Home and the device list. */
  title: 'Scan a dispenser',
  intro:
    'Hold the QR code on the dispenser inside the frame. Its page opens as soon as the code is read.',
  /** The camera's picture, for screen readers. */
  preview: 'Camera picture',
  starting: 'Starting the camera…',
  scanning: 'Looking for a QR code…',
  found: icu<[serial: string]>('Read {serial}. Opening its page…', 'serial'),
  unknownCode: icu<[code: string]>(
    'That code is not a dispenser’s ({code}). Hold the code on the dispenser’s label in the frame.',
    'code',
  ),
  noCamera: 'No camera can be used here. Type the serial number from the dispenser’s label below.',
  refused:
    'The camera is not allowed for this site. Allow it in the browser’s settings for this site and try again, or type the serial number below.',
  failed:
    'The camera did not start: another app may be using it. Close that app and try again, or type the serial number below.',
  readerFailed:
    'The code reader could not be loaded (is the phone offline?). Try again, or type the serial number below.',
  tryAgain: 'Try again',
  orType: 'Or type the serial number',
});
