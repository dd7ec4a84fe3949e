/**
 * The attention rules: why a device needs someone now, one rule per reason (fluid, battery,
 * offline, motor), as pure functions of what it last reported (its `health`, `deviceHealth.ts`),
 * its battery level, the tenant's thresholds and the clock.
 */
import { ATTENTION_DEFAULTS, ATTENTION_REASONS } from '@hygiene/api-client';
import type {
  AttentionFinding,
  AttentionReason,
  AttentionSeverity,
  AttentionThresholds,
} from '@hygiene/api-client';

import { OFFLINE_CRITICAL_AFTER_MINUTES } from './constants';
import type { BatteryFall, DeviceRecord, TenantRecord } from './model';

const MINUTE_MS = 60_000;

/** The thresholds a tenant works with: its own, or the defaults until it sets some. */
export function thresholdsOf(tenant: TenantRecord): AttentionThresholds {
  return tenant.attentionThresholds ?? { ...ATTENTION_DEFAULTS };
}

/** The reasons' own order, after severity: fluid, battery, offline, motor. */
const REASON_ORDER: Record<AttentionReason, number> = Object.fromEntries(
  ATTENTION_REASONS.map((reason, i) => [reason, i]),
) as Record<AttentionReason, number>;

/** Each reason's severity; offline becomes critical when it lasts (`findingsOf`). */
const SEVERITY: Record<AttentionReason, AttentionSeverity> = {
  empty: 'critical',
  motorStuck: 'critical',
  criticalBattery: 'critical',
  lowFluid: 'warning',
  lowBattery: 'warning',
  offline: 'warning',
};

/**
 * Why a device needs someone at `nowMs`, worst first; empty when it does not.
 *
 * - Fluid: its standing Empty (critical) or LowLevel (warning) report.
 * - Battery: a battery-powered device's level at or under the critical threshold (critical), else
 *   at or under the low one (warning), since it first reached that threshold (a later report at
 *   the same or a lower level does not move 'since'). A mains device has no battery reason.
 * - Offline: its last message is more than `offlineAfterMinutes` old (warning), and more than
 *   `OFFLINE_CRITICAL_AFTER_MINUTES` (a day) old is critical. A device that never sent one is not
 *   installed yet, so nobody misses it.
 * - Motor: a standing MotorStuck (critical).
 */
export function findingsOf(
  device: Pick<DeviceRecord, 'batteries' | 'powerSource' | 'health'>,
  thresholds: AttentionThresholds,
  nowMs: number,
): AttentionFinding[] {
  const health = device.health;
  const findings: AttentionFinding[] = [];
  const add = (
    reason: AttentionReason,
    since: string | null,
    batteryLevel?: number,
    severity = SEVERITY[reason],
  ) =>
    findings.push({
      reason,
      severity,
      since,
      ...(batteryLevel === undefined ? {} : { batteryLevel }),
    });
  if (health.fluid) add(health.fluid.level === 'Empty' ? 'empty' : 'lowFluid', health.fluid.since);
  const level = device.powerSource === 'Mains' ? null : (device.batteries?.level ?? null);
  if (level !== null) {
    const { criticalBatteryPercent: critical, lowBatteryPercent: low } = thresholds;
    const falls = health.batteryFalls;
    if (level <= critical) add('criticalBattery', reachedAt(falls, critical), level);
    else if (level <= low) add('lowBattery', reachedAt(falls, low), level);
  }
  if (health.lastMessage !== null) {
    const silentMs = nowMs - Date.parse(health.lastMessage);
    if (silentMs > thresholds.offlineAfterMinutes * MINUTE_MS) {
      const lasting = silentMs > OFFLINE_CRITICAL_AFTER_MINUTES * MINUTE_MS;
      add('offline', health.lastMessage, undefined, lasting ? 'critical' : 'warning');
    }
  }
  if (health.motorStuckSince !== null) add('motorStuck', health.motorStuckSince);
  // Worst first: critical before warning, then in the reasons' own order.
  return findings.sort(
    (a, b) =>
      (a.severity === b.severity ? 0 : a.severity === 'critical' ? -1 : 1) ||
      REASON_ORDER[a.reason] - REASON_ORDER[b.reason],
  );
}

/** The worst severity of some findings (critical before warning). */
export function severityOfFindings(findings: readonly AttentionFinding[]): AttentionSeverity {
  return findings.some((f) => f.severity === 'critical') ? 'critical' : 'warning';
}

/** When the battery first reached `threshold` in its current fall; null when nobody knows. */
function reachedAt(falls: readonly BatteryFall[], threshold: number): string | null {
  return falls.find((fall) => fall.level <= threshold)?.at ?? null;
}
