import type { ScreenUserCreate } from '@hygiene/api-client';

/**
 * The rules of the 'Add a screen user' page (spec §3, §4, §5, §9), free of React so they can be
 * tested alone.
 */

/** A screen user's email: `screen{N}@{domain}`. */
const SCREEN_EMAIL = /^screen(\d+)@([^@\s]+)$/i;

/** The number and domain of a screen user's email, or null when the email is not one. */
export function parseScreenEmail(email: string): { number: number; domain: string } | null {
  const match = SCREEN_EMAIL.exec(email.trim());
  if (!match) return null;
  const number = Number(match[1]);
  if (!Number.isSafeInteger(number)) return null;
  return { number, domain: match[2]! };
}

/** Where the next screen user's email comes from. */
export type NextScreenEmail =
  | { status: 'fetched'; number: number; email: string }
  /**
   * The highest screen user's email holds no screen number, or no domain is known: the spec's
   * error state (§8: failure to read the number gives the error state).
   */
  | { status: 'unreadable' };

/**
 * The next screen user's email (spec §9): `screen{N}` at the product's domain, N the previous
 * highest plus 1, 1 when there is none. `highestScreenEmail` is the email of the tenant's
 * highest screen user (the users list's screen users, page 1, size 1; see
 * api/getHighestScreenUserEmail), null when the tenant has no screen user.
 *
 * The domain is the product's, from the runtime configuration (`screenUserDomain`). A
 * deployment that does not configure it still works once it has a screen user: the highest
 * one's own domain is used. With neither there is no domain to use: unreadable.
 */
export function nextScreenEmail(
  highestScreenEmail: string | null,
  configuredDomain?: string,
): NextScreenEmail {
  const domain = configuredDomain?.trim() || undefined;
  if (highestScreenEmail === null) {
    return domain ? { status: 'fetched', number: 1, email: screenEmail(1, domain) } : unreadable;
  }
  const highest = parseScreenEmail(highestScreenEmail);
  if (!highest) return unreadable;
  const number = highest.number + 1;
  if (!Number.isSafeInteger(number)) return unreadable;
  return { status: 'fetched', number, email: screenEmail(number, domain ?? highest.domain) };
}

const unreadable: NextScreenEmail = { status: 'unreadable' };

export function screenEmail(number: number, domain: string): string {
  return `screen${number}@${domain}`;
}

/** What the screen-user form holds. */
export interface ScreenUserValues {
  /** The chosen screen option's display name, or '' for None. */
  screenType: string;
  deviceType: string;
  specs: string;
  password: string;
  temporary: boolean;
  sections: readonly string[];
}

/** A required part of the screen user that is still missing. */
export type ScreenUserGap = 'email' | 'deviceType' | 'specs' | 'password' | 'sections';

/**
 * Create is enabled only when device type, specs, password and the email are all non-empty
 * (spec §5), and at least one section is allowed: a screen that may show no section shows
 * nothing (issue 46).
 */
export function screenUserGaps(values: ScreenUserValues, email: string): ScreenUserGap[] {
  const gaps: ScreenUserGap[] = [];
  if (email.trim() === '') gaps.push('email');
  if (values.deviceType.trim() === '') gaps.push('deviceType');
  if (values.specs.trim() === '') gaps.push('specs');
  if (values.password === '') gaps.push('password');
  if (values.sections.length === 0) gaps.push('sections');
  return gaps;
}

export function canCreateScreenUser(values: ScreenUserValues, email: string): boolean {
  return screenUserGaps(values, email).length === 0;
}

/**
 * The creation payload of spec §3: email, screenDeviceType, specs, allowedSections (ids) and
 * passwordInfo {password, temporary}, which is left out when the password is empty. The password
 * is sent as typed (spaces are characters of a password).
 */
export function buildScreenUserPayload(values: ScreenUserValues, email: string): ScreenUserCreate {
  return {
    email,
    screenDeviceType: values.deviceType.trim(),
    specs: values.specs.trim(),
    allowedSections: [...values.sections],
    ...(values.password === ''
      ? {}
      : { passwordInfo: { password: values.password, temporary: values.temporary } }),
  };
}

/**
 * Letters and digits an installer can tell apart on a wall display's keyboard: no 0/O, 1/l/I.
 * 57 symbols: 20 characters carry about 116 bits.
 */
const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const PASSWORD_CLASSES = [/[a-z]/, /[A-Z]/, /[2-9]/];

/**
 * A strong random password (the 'Generate' action). Uses the browser's CSPRNG, drawing bytes
 * with rejection so every symbol is equally likely, and redraws until it holds a lower-case
 * letter, an upper-case letter and a digit (common identity-provider policies).
 */
export function generatePassword(
  length: number,
  getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) =>
    crypto.getRandomValues(bytes),
): string {
  if (length < PASSWORD_CLASSES.length)
    throw new RangeError(`A password needs ${PASSWORD_CLASSES.length} or more characters`);
  const size = PASSWORD_ALPHABET.length;
  const limit = 256 - (256 % size);
  for (;;) {
    let password = '';
    while (password.length < length) {
      for (const byte of getRandomValues(new Uint8Array(length * 2))) {
        if (byte < limit && password.length < length) password += PASSWORD_ALPHABET[byte % size];
      }
    }
    if (PASSWORD_CLASSES.every((pattern) => pattern.test(password))) return password;
  }
}
