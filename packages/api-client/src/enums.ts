/**
 * The contract's enums as const arrays, for pickers, filters and the fake platform, under the
 * names screens use. The values are generated from `openapi/platform.yaml`.
 */
import {
  AttentionReasonValues,
  AttentionSeverityValues,
  CaseConditionValues,
  CaseStateValues,
  EventTypeValues,
  FluidTypeValues,
  InstallationStatusValues,
  LocationObjectTypeValues,
  PowerSourceValues,
} from './generated/enums';

/** Every event type, the platform's spelling (`UknownEvent` included). */
export const EVENT_TYPES = EventTypeValues;

/** Installation statuses in both spellings the platform uses (the wizard uses the upper-case ones). */
export const INSTALLATION_STATUSES = InstallationStatusValues;

/** The statuses of an installation that is still active and may be aborted (spec §4). */
export const ACTIVE_INSTALLATION_STATUSES = [
  'Ready',
  'InProgress',
  'READY',
  'IN_PROGRESS',
] as const;

/** Fluid types; Alcohol is shown as 'Disinfectant'. */
export const FLUID_TYPES = FluidTypeValues;

/** The fluid type chosen when none is (spec §5). */
export const DEFAULT_FLUID_TYPE = 'Alcohol' satisfies (typeof FLUID_TYPES)[number];

/** Location object types; a device's location may also have none (`null`). */
export const LOCATION_OBJECT_TYPES = LocationObjectTypeValues;

/**
 * Whether an installation in this status is still active (Ready or InProgress, either spelling)
 * and so may be aborted.
 */
export function isActiveInstallationStatus(
  status: (typeof INSTALLATION_STATUSES)[number],
): status is (typeof ACTIVE_INSTALLATION_STATUSES)[number] {
  return (ACTIVE_INSTALLATION_STATUSES as readonly string[]).includes(status);
}

/** What a device runs on, as the console sets it (answers may carry other strings). */
export const POWER_SOURCES = PowerSourceValues;

/** Why a device is on the attention worklist (an extension of the contract, issue 29). */
export const ATTENTION_REASONS = AttentionReasonValues;

/** How urgent a device on the worklist is, the worst first. */
export const ATTENTION_SEVERITIES = AttentionSeverityValues;

/** A case's life (issue 50): open, acknowledged, resolved. */
export const CASE_STATES = CaseStateValues;

/** What a case is about; one open case per device and condition. */
export const CASE_CONDITIONS = CaseConditionValues;

/** The condition each attention reason belongs to: Low fluid and Empty are one case, worsening. */
export const CONDITION_OF_REASON = {
  empty: 'fluid',
  lowFluid: 'fluid',
  criticalBattery: 'battery',
  lowBattery: 'battery',
  offline: 'offline',
  motorStuck: 'motor',
} as const satisfies Record<
  (typeof AttentionReasonValues)[number],
  (typeof CaseConditionValues)[number]
>;
