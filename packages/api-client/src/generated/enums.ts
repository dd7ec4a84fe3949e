// Generated from openapi/platform.yaml by scripts/generate.ts. Do not edit:
// change the contract and run `pnpm --filter @hygiene/api-client generate`.
/**
 * The values of the contract's enums, apart from the answer schemas: a screen that lists fluid
 * types or event types loads these few strings, not the schemas.
 */
/** Event types, the spec's spelling (`UknownEvent` is the platform's name). */
export const EventTypeValues = [
  'Bluetooth',
  'State',
  'HandSense',
  'CapacitorVoltage',
  'PowerOn',
  'ChangeTime',
  'MotorStuck',
  'MotorRun',
  'MotorReturned',
  'BatteryChanged',
  'Transaction',
  'Summary',
  'UknownEvent',
] as const;

/**
 * Installation statuses in both spellings the platform uses (the wizard uses READY and
 * IN_PROGRESS). Only Ready / READY and InProgress / IN_PROGRESS are active.
 */
export const InstallationStatusValues = [
  'Ready',
  'InProgress',
  'Installed',
  'Aborted',
  'READY',
  'IN_PROGRESS',
] as const;

/** Alcohol is shown as 'Disinfectant', Soap as 'Soap'. Alcohol is the default. */
export const FluidTypeValues = ['Alcohol', 'Soap'] as const;

export const LocationObjectTypeValues = [
  'PremiseModel',
  'SectionModel',
  'RoomModel',
  'FloorModel',
] as const;

/**
 * What a device runs on, as a request sets it (added here; the spec names the field only). Answers
 * carry `powerSource` as any string, so a new kind does not break a console.
 */
export const PowerSourceValues = ['Battery', 'Mains'] as const;

/**
 * Why a device needs someone (added here, see GET /tenants/{tenant}/attention): `empty` and
 * `lowFluid` from its latest level report (Empty, LowLevel; Refilled clears both),
 * `criticalBattery` and `lowBattery` from its battery level against the thresholds, `offline` when
 * no message came for longer than the offline threshold, `motorStuck` from MotorStuck until a later
 * MotorRun or MotorReturned.
 */
export const AttentionReasonValues = [
  'empty',
  'lowFluid',
  'criticalBattery',
  'lowBattery',
  'offline',
  'motorStuck',
] as const;

/**
 * `critical`: the dispenser cannot serve (empty, motor stuck, battery at or under the critical
 * threshold), or nobody has heard from it for over a day (offline for more than 1,440 minutes,
 * whatever the offline threshold). `warning`: it soon cannot, or nobody knows yet (low fluid, low
 * battery, offline for less than a day).
 */
export const AttentionSeverityValues = ['critical', 'warning'] as const;

/**
 * What a case is about; one open case per device and condition. `fluid` holds the reasons
 * `lowFluid` and `empty`, `battery` `lowBattery` and `criticalBattery`.
 */
export const CaseConditionValues = ['fluid', 'battery', 'offline', 'motor'] as const;

/**
 * A case's life (added here, see GET /tenants/{tenant}/cases): `open` until someone says they are
 * on it, `acknowledged` (who and when are kept), `resolved` by the device or by hand.
 */
export const CaseStateValues = ['open', 'acknowledged', 'resolved'] as const;
