/**
 * Every text of the demo tenant at the longest the contract allows (issue 54), for the stories
 * that prove a screen still lays out and stays fast with data that got in before the limits or
 * reaches them now: serial numbers of `SERIAL_NUMBER_MAX_LENGTH` (64), names of
 * `NAME_MAX_LENGTH` (100), e-mails of `EMAIL_MAX_LENGTH` (254). Only stories import it.
 */
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, SERIAL_NUMBER_MAX_LENGTH } from '@hygiene/api-client';
import type { FakePlatform, FakePlatformStoryParameters } from '@hygiene/fake-platform';

/** `text` filled up to `length` with words a line can break at. */
export function filledTo(text: string, length: number): string {
  return `${text} ${'desinfeksjon og håndhygiene '.repeat(Math.ceil(length / 28))}`.slice(
    0,
    length,
  );
}

/** A serial of the contract's pattern at its longest, still starting with `serial`. */
export function longestSerial(serial: string): string {
  return `${serial}-${'L'.repeat(SERIAL_NUMBER_MAX_LENGTH)}`.slice(0, SERIAL_NUMBER_MAX_LENGTH);
}

/** An e-mail of the contract's pattern at its longest, at `email`'s domain. */
export function longestEmail(email: string): string {
  const [local = 'user', domain = 'demo.example'] = email.split('@');
  return (
    `${local}${'.x'.repeat(EMAIL_MAX_LENGTH)}`.slice(0, EMAIL_MAX_LENGTH - domain.length - 1) +
    `@${domain}`
  );
}

/** Sets every serial, and demo's location and room type names and people's names and e-mails, longest. */
export function withLongestValues(platform: FakePlatform): void {
  platform.edit((state) => {
    const serials = new Map<string, string>();
    // Every device: those planned for demo are still in the service tenant's store.
    for (const device of state.devices) {
      const longest = longestSerial(device.serialNumber);
      serials.set(device.serialNumber, longest);
      device.serialNumber = longest;
    }
    for (const installation of state.installations) {
      installation.serialnumber =
        serials.get(installation.serialnumber) ?? installation.serialnumber;
    }
    for (const list of [
      state.sections,
      state.premises,
      state.floors,
      state.rooms,
      state.roomTypes,
    ]) {
      for (const record of list) {
        if (record.tenant === 'demo') record.name = filledTo(record.name, NAME_MAX_LENGTH);
      }
    }
    for (const user of state.users) {
      if (user.tenant !== 'demo') continue;
      user.firstName = filledTo(user.firstName, NAME_MAX_LENGTH);
      user.lastName = filledTo(user.lastName, NAME_MAX_LENGTH);
      user.email = longestEmail(user.email);
    }
  });
}

/** The story parameters that set the longest values up before the story renders. */
export const longestValues = {
  fakePlatform: { setup: withLongestValues } satisfies FakePlatformStoryParameters,
};
