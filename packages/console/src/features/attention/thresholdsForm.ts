import {
  CRITICAL_BATTERY_PERCENT_LIMITS,
  LOW_BATTERY_PERCENT_LIMITS,
  OFFLINE_AFTER_MINUTES_LIMITS,
  type AttentionThresholds,
} from '@hygiene/api-client';

import { attentionActions as text } from '../../messages/attentionActions';

/** The form's fields, as typed. */
export type ThresholdsDraft = Record<keyof AttentionThresholds, string>;

/** What the form can save: the thresholds, or a message per field that is wrong. */
export type ThresholdsCheck =
  | { status: 'valid'; thresholds: AttentionThresholds }
  | { status: 'invalid'; errors: Partial<Record<keyof AttentionThresholds, string>> };

/** The ranges of the contract's `AttentionThresholds` (generated from it). */
const RANGES: Record<keyof AttentionThresholds, { min: number; max: number }> = {
  lowBatteryPercent: LOW_BATTERY_PERCENT_LIMITS,
  criticalBatteryPercent: CRITICAL_BATTERY_PERCENT_LIMITS,
  offlineAfterMinutes: OFFLINE_AFTER_MINUTES_LIMITS,
};

export function draftOf(thresholds: AttentionThresholds): ThresholdsDraft {
  return {
    lowBatteryPercent: String(thresholds.lowBatteryPercent),
    criticalBatteryPercent: String(thresholds.criticalBatteryPercent),
    offlineAfterMinutes: String(thresholds.offlineAfterMinutes),
  };
}

/**
 * Checks a draft as the platform will: whole numbers in each field's range, and the critical
 * battery threshold below the low one (the platform answers 400 otherwise).
 */
export function checkThresholds(draft: ThresholdsDraft): ThresholdsCheck {
  const errors: Partial<Record<keyof AttentionThresholds, string>> = {};
  const values: Partial<AttentionThresholds> = {};
  for (const field of Object.keys(RANGES) as (keyof AttentionThresholds)[]) {
    const { min, max } = RANGES[field];
    const raw = draft[field].trim();
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      errors[field] = text.thresholds.wholeNumber(min, max);
    } else {
      values[field] = value;
    }
  }
  const { lowBatteryPercent: low, criticalBatteryPercent: critical } = values;
  if (low !== undefined && critical !== undefined && critical >= low) {
    errors.criticalBatteryPercent = text.thresholds.criticalBelowLow;
  }
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  return { status: 'valid', thresholds: values as AttentionThresholds };
}
