/**
 * The notification settings as a form holds them (issue 50), and back: lists of checked values
 * for the checklists, the quiet hours as a switch and two times. Pure, so the rules are tested
 * without a screen.
 */
import {
  ATTENTION_REASONS,
  ATTENTION_SEVERITIES,
  type NotificationPolicy,
  type NotificationRules,
} from '@hygiene/api-client';

/** The channels a person may choose, in the order the screen lists them. */
export const CHANNELS = ['console', 'email', 'push'] as const;

/** The quiet hours a person who turns them on starts from: the night. */
export const DEFAULT_QUIET_HOURS = { from: '22:00', to: '07:00' } as const;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

// Type aliases, not interfaces: react-hook-form's `FieldValues` needs an index signature.
export type RulesValues = {
  onDuty: boolean;
  reasons: string[];
  severities: string[];
  sectionIds: string[];
  premiseIds: string[];
  channels: string[];
  quiet: boolean;
  quietFrom: string;
  quietTo: string;
  language: NotificationRules['language'];
};

export function rulesToValues(rules: NotificationRules): RulesValues {
  return {
    onDuty: rules.onDuty,
    reasons: [...rules.reasons],
    severities: [...rules.severities],
    sectionIds: [...rules.sectionIds],
    premiseIds: [...rules.premiseIds],
    channels: CHANNELS.filter((channel) => rules.channels[channel]),
    quiet: rules.quietHours !== null,
    quietFrom: rules.quietHours?.from ?? DEFAULT_QUIET_HOURS.from,
    quietTo: rules.quietHours?.to ?? DEFAULT_QUIET_HOURS.to,
    language: rules.language,
  };
}

/** What the form says, in the contract's shape: values it does not know are dropped. */
export function valuesToRules(values: RulesValues): NotificationRules {
  const known = <T extends string>(all: readonly T[], chosen: readonly string[]): T[] =>
    all.filter((value) => chosen.includes(value));
  return {
    onDuty: values.onDuty,
    reasons: known(ATTENTION_REASONS, values.reasons),
    severities: known(ATTENTION_SEVERITIES, values.severities),
    sectionIds: [...values.sectionIds],
    premiseIds: [...values.premiseIds],
    channels: {
      console: values.channels.includes('console'),
      email: values.channels.includes('email'),
      push: values.channels.includes('push'),
    },
    quietHours: values.quiet ? { from: values.quietFrom.trim(), to: values.quietTo.trim() } : null,
    language: values.language,
  };
}

/** Whether a quiet-hours time is one the platform takes (HH:MM on the 24-hour clock). */
export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value.trim());
}

/** Grouping numbers a policy field takes, with their bounds (the contract's). */
export const POLICY_BOUNDS = {
  groupWaitSeconds: { min: 0, max: 600 },
  groupIntervalMinutes: { min: 1, max: 1440 },
  repeatIntervalMinutes: { min: 10, max: 10080 },
  escalationAfterMinutes: { min: 1, max: 1440 },
} as const;

export type PolicyValues = {
  groupWaitSeconds: string;
  groupIntervalMinutes: string;
  repeatIntervalMinutes: string;
  escalate: boolean;
  escalationAfterMinutes: string;
  escalationPersonIds: string[];
  defaults: RulesValues;
};

export function policyToValues(policy: NotificationPolicy): PolicyValues {
  return {
    groupWaitSeconds: String(policy.groupWaitSeconds),
    groupIntervalMinutes: String(policy.groupIntervalMinutes),
    repeatIntervalMinutes: String(policy.repeatIntervalMinutes),
    escalate: policy.escalation !== null,
    escalationAfterMinutes: String(policy.escalation?.afterMinutes ?? 30),
    escalationPersonIds: [...(policy.escalation?.personIds ?? [])],
    defaults: rulesToValues(policy.defaults),
  };
}

export function valuesToPolicy(values: PolicyValues): NotificationPolicy {
  return {
    groupWaitSeconds: Number(values.groupWaitSeconds),
    groupIntervalMinutes: Number(values.groupIntervalMinutes),
    repeatIntervalMinutes: Number(values.repeatIntervalMinutes),
    escalation: values.escalate
      ? {
          afterMinutes: Number(values.escalationAfterMinutes),
          personIds: [...values.escalationPersonIds],
        }
      : null,
    defaults: valuesToRules(values.defaults),
  };
}

/** Whether `value` is a whole number within `bounds` (a policy field). */
export function isWithin(value: string, bounds: { min: number; max: number }): boolean {
  const number = Number(value.trim());
  return (
    value.trim() !== '' && Number.isInteger(number) && number >= bounds.min && number <= bounds.max
  );
}
