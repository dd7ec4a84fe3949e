import { PROVISIONING_LIMITS } from '@hygiene/api-client';

import * as messages from '../../messages';

/** What the 'Number of new devices' field holds, judged by spec §5. */
export type DeviceCountCheck =
  /** Nothing typed: no error shown, but it counts as 0, so the form is not valid. */
  { status: 'empty' } | { status: 'invalid'; error: string } | { status: 'valid'; count: number };

/** A positive integer of 1 to 3 digits that does not start with zero. */
const THREE_DIGITS = /^[1-9][0-9]{0,2}$/;

/**
 * Spec §5, exactly: empty clears the error and counts as 0; anything but a positive integer of
 * 1 to 3 digits not starting with zero is 'Must be positive 3-digit integer' ('0', '007', '1000',
 * '-5', '3.5'); a number outside 1..100 is 'Must be between 1 and 100' ('101').
 */
export function checkDeviceCount(input: string): DeviceCountCheck {
  if (input === '') return { status: 'empty' };
  if (!THREE_DIGITS.test(input)) {
    return { status: 'invalid', error: messages.provisioning.countNotThreeDigits };
  }
  const count = Number(input);
  if (count < PROVISIONING_LIMITS.min || count > PROVISIONING_LIMITS.max) {
    return { status: 'invalid', error: messages.provisioning.countOutOfRange };
  }
  return { status: 'valid', count };
}

/** Spec §5: the form is valid only with a model and a count above 0. */
export function provisionRequestOf(
  modelId: string | null,
  check: DeviceCountCheck,
): { deviceSpecification: { modelId: string }; numberOfNewDevices: number } | null {
  if (modelId === null || check.status !== 'valid') return null;
  return { deviceSpecification: { modelId }, numberOfNewDevices: check.count };
}
