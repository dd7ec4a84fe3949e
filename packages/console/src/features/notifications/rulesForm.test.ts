import { NOTIFICATION_POLICY_DEFAULTS } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import {
  isClockTime,
  isWithin,
  policyToValues,
  rulesToValues,
  valuesToPolicy,
  valuesToRules,
} from './rulesForm';

describe('the notification settings as a form', () => {
  it('goes to the form and back unchanged', () => {
    const rules = {
      ...structuredClone(NOTIFICATION_POLICY_DEFAULTS.defaults),
      reasons: ['empty' as const, 'motorStuck' as const],
      premiseIds: ['p-1'],
      channels: { console: true, email: true, push: false },
      quietHours: { from: '22:00', to: '06:30' },
    };
    expect(rulesToValues(rules).channels).toEqual(['console', 'email']);
    expect(valuesToRules(rulesToValues(rules))).toEqual(rules);
  });

  it('starts quiet hours at the night when turned on, and sends none when off', () => {
    const values = rulesToValues(structuredClone(NOTIFICATION_POLICY_DEFAULTS.defaults));
    expect(values).toMatchObject({ quiet: false, quietFrom: '22:00', quietTo: '07:00' });
    expect(valuesToRules({ ...values, quiet: true }).quietHours).toEqual({
      from: '22:00',
      to: '07:00',
    });
    expect(valuesToRules({ ...values, quiet: false }).quietHours).toBeNull();
  });

  it('drops values the contract does not know, keeping the contract order', () => {
    const values = rulesToValues(structuredClone(NOTIFICATION_POLICY_DEFAULTS.defaults));
    expect(valuesToRules({ ...values, reasons: ['offline', 'bogus', 'empty'] }).reasons).toEqual([
      'empty',
      'offline',
    ]);
  });

  it('takes times of day on the 24-hour clock only', () => {
    expect(['00:00', '07:30', '23:59', ' 22:00 '].map(isClockTime)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['24:00', '7:30', '12:60', '', '10.00'].map(isClockTime)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('turns a policy into the form and back, escalation included', () => {
    const policy = {
      ...structuredClone(NOTIFICATION_POLICY_DEFAULTS),
      escalation: { afterMinutes: 20, personIds: ['u-1', 'u-2'] },
    };
    expect(valuesToPolicy(policyToValues(policy))).toEqual(policy);
    expect(valuesToPolicy({ ...policyToValues(policy), escalate: false }).escalation).toBeNull();
  });

  it('bounds the policy numbers as the contract does', () => {
    const bounds = { min: 1, max: 1440 };
    expect(['1', '1440', ' 30 '].map((v) => isWithin(v, bounds))).toEqual([true, true, true]);
    expect(['0', '1441', '2.5', '', 'x'].map((v) => isWithin(v, bounds))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
