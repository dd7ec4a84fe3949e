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
  const domain = 'screens.hygiene.example';

  it('gives the highest screen number plus 1: screen7@domain -> 8', () => {
    expect(parseScreenEmail(`screen7@${domain}`)).toEqual({ number: 7, domain });
    expect(nextScreenEmail(`screen7@${domain}`, domain)).toEqual({
      status: 'fetched',
      number: 8,
      email: `screen8@${domain}`,
    });
    expect(nextScreenEmail('Screen41@acme.example', domain)).toMatchObject({ number: 42 });
    expect(nextScreenEmail('screen09@x.example', domain)).toMatchObject({ number: 10 });
  });

  it("uses the product's configured domain, else the highest screen user's own", () => {
    expect(nextScreenEmail('screen2@old.example', 'product.example')).toMatchObject({
      email: 'screen3@product.example',
    });
    expect(nextScreenEmail('screen2@old.example', ' product.example ')).toMatchObject({
      email: 'screen3@product.example',
    });
    expect(nextScreenEmail('screen2@old.example')).toMatchObject({
      email: 'screen3@old.example',
    });
  });

  it('gives screen1 when the tenant has no screen user (none -> 1)', () => {
    expect(nextScreenEmail(null, 'product.example')).toEqual({
      status: 'fetched',
      number: 1,
      email: 'screen1@product.example',
    });
  });

  it('is the error state without a domain for the first one', () => {
    expect(nextScreenEmail(null)).toEqual({ status: 'unreadable' });
    expect(nextScreenEmail(null, '  ')).toEqual({ status: 'unreadable' });
  });

  it('is the error state when the email holds no readable screen number', () => {
    for (const email of [
      'ada.lovelace@demo.example',
      'screen@x.example',
      'screenX@x.example',
      'screen3',
      'screen3@',
      '',
      'screen99999999999999999999@x.example',
      `screen${Number.MAX_SAFE_INTEGER}@x.example`,
    ]) {
      expect(nextScreenEmail(email, domain)).toEqual({ status: 'unreadable' });
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
  it('creates only with device type, specs, password and email non-empty, and a section', () => {
    expect(canCreateScreenUser(values, email)).toBe(true);
    expect(screenUserGaps({ ...values, deviceType: ' ' }, email)).toEqual(['deviceType']);
    expect(screenUserGaps({ ...values, specs: '' }, email)).toEqual(['specs']);
    expect(screenUserGaps({ ...values, password: '' }, email)).toEqual(['password']);
    expect(screenUserGaps(values, '')).toEqual(['email']);
    // Not required by the spec: a screen that may show no section shows nothing (issue 46).
    expect(screenUserGaps({ ...values, sections: [] }, email)).toEqual(['sections']);
    expect(canCreateScreenUser({ ...values, sections: [] }, email)).toBe(false);
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
