import { describe, expect, it } from 'vitest';

import {
  buildScreenUserPayload,
  canCreateScreenUser,
  generatePassword,
  nextScreenEmail,
  parseScreenEmail,
  screenUserGaps,
  type ScreenUserValues,
} from './screenUser';

describe('next screen number (spec §4, §8, §9)', () => {
  it('reads N off the newest email and gives N + 1 at the same domain', () => {
    expect(parseScreenEmail('screen7@screens.hygiene.example')).toEqual({
      number: 7,
      domain: 'screens.hygiene.example',
    });
    expect(nextScreenEmail('screen7@screens.hygiene.example')).toEqual({
      kind: 'fetched',
      number: 8,
      email: 'screen8@screens.hygiene.example',
    });
    expect(nextScreenEmail('Screen41@acme.example').kind === 'fetched').toBe(true);
    expect(nextScreenEmail('screen09@x.example')).toMatchObject({ number: 10 });
  });

  it('uses the configured domain when there is one', () => {
    expect(nextScreenEmail('screen2@old.example', 'product.example')).toMatchObject({
      email: 'screen3@product.example',
    });
  });

  it('gives screen1 with no users, when a domain is configured', () => {
    expect(nextScreenEmail(null, 'product.example')).toEqual({
      kind: 'fetched',
      number: 1,
      email: 'screen1@product.example',
    });
    expect(nextScreenEmail(null)).toEqual({ kind: 'unreadable' });
    expect(nextScreenEmail(null, '  ')).toEqual({ kind: 'unreadable' });
  });

  it('is unreadable when the newest email holds no screen number', () => {
    for (const email of [
      'ada.lovelace@demo.example',
      'screen@x.example',
      'screenX@x.example',
      'screen3',
      'screen3@',
      '',
      'screen99999999999999999999@x.example',
    ]) {
      expect(nextScreenEmail(email)).toEqual({ kind: 'unreadable' });
    }
  });
});

const values: ScreenUserValues = {
  screenType: '',
  deviceType: 'Tablet',
  specs: 'Apple iPad 10, 2022, 10.9"',
  password: 's3cret!',
  temporary: true,
  sections: ['s1'],
};
const email = 'screen4@screens.hygiene.example';

describe('screen user rules (spec §3, §5)', () => {
  it('creates only with device type, specs, password and email non-empty', () => {
    expect(canCreateScreenUser(values, email)).toBe(true);
    expect(screenUserGaps({ ...values, deviceType: ' ' }, email)).toEqual(['deviceType']);
    expect(screenUserGaps({ ...values, specs: '' }, email)).toEqual(['specs']);
    expect(screenUserGaps({ ...values, password: '' }, email)).toEqual(['password']);
    expect(screenUserGaps(values, '')).toEqual(['email']);
    // Sections are not required by the spec.
    expect(canCreateScreenUser({ ...values, sections: [] }, email)).toBe(true);
  });

  it('builds email, screenDeviceType, specs, allowedSections and passwordInfo', () => {
    expect(buildScreenUserPayload(values, email)).toStrictEqual({
      email,
      screenDeviceType: 'Tablet',
      specs: 'Apple iPad 10, 2022, 10.9"',
      allowedSections: ['s1'],
      passwordInfo: { password: 's3cret!', temporary: true },
    });
    expect(
      buildScreenUserPayload({ ...values, temporary: false, password: ' pw ' }, email).passwordInfo,
    ).toStrictEqual({ password: ' pw ', temporary: false });
  });

  it('omits passwordInfo when the password is empty', () => {
    const payload = buildScreenUserPayload({ ...values, password: '' }, email);
    expect('passwordInfo' in payload).toBe(false);
  });
});

describe('generatePassword', () => {
  it('gives the length asked, from unambiguous symbols, with lower, upper and digit', () => {
    for (let i = 0; i < 50; i++) {
      const password = generatePassword(20);
      expect(password).toHaveLength(20);
      expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]+$/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[2-9]/);
    }
  });

  it('draws from the random source it is given and rejects biased bytes', () => {
    // 255 is above the largest multiple of 57 below 256 (228), so it is skipped.
    let call = 0;
    const source = (bytes: Uint8Array<ArrayBuffer>) => {
      call += 1;
      bytes.fill(255);
      if (call > 1) bytes.set([0, 25, 49, 1, 2, 3].slice(0, bytes.length));
      return bytes;
    };
    expect(generatePassword(3, source)).toBe('aA2');
  });

  it('refuses a length that cannot hold every class', () => {
    expect(() => generatePassword(2)).toThrow(RangeError);
  });
});
