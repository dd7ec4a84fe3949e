import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/installVerification';

/** The install wizard's 'Press the dispenser' step (issue 51); loaded with the step. */
export const installVerification = defineMessages(texts, {
  pressOnce:
    'Press the dispenser once, or hold a hand under its sensor. Its first event shows here as soon as it reaches the platform.',
  waitingLabel: 'Waiting for the dispenser',
  waiting: icu<[seconds: number]>('Waiting for the dispenser… {seconds} s', 'seconds'),
  whatToTry:
    'Nothing yet? Press again, firmly. Check that the batteries are in the right way round and the hand sensor is on (step 4). A dispenser in a basement may need a minute to reach the network.',
  finishLater: icu<[seconds: number]>(
    'If nothing arrives, you can finish without it in {seconds} s.',
    'seconds',
  ),
  noLiveEvents:
    'Live events cannot be received now, so the dispenser cannot be checked. You can finish without it.',
  finishUnverified: 'Finish as installed, not verified',
  verified: icu<[serial: string]>('Verified: {serial} reached the platform.', 'serial'),
  notVerified: icu<[serial: string]>('{serial} will be installed, not verified.', 'serial'),
  notVerifiedNext:
    'The device page and the installation list will say so. Check the dispenser again when it has a signal.',
  event: 'Event',
  signal: 'Signal',
  battery: 'Battery',
  notReported: 'Not reported',
  rssi: icu<[dbm: number]>('{dbm} dBm', 'dbm'),
  percent: icu<[level: number]>('{level} %', 'level'),
  eventTypes: {
    HandSense: 'A hand under the sensor',
    Transaction: 'A dispense',
    State: 'A state report',
  },
});
