/**
 * The contract's enums as const arrays, for pickers, filters and the fake platform. Their
 * element types are checked against the generated types in `schemas.test-d.ts`, so an enum
 * changed in `openapi/platform.yaml` cannot drift from these.
 */

/** Every event type, the platform's spelling (`UknownEvent` included). */
export const EVENT_TYPES = [
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

/** Installation statuses in both spellings the platform uses (the wizard uses the upper-case ones). */
export const INSTALLATION_STATUSES = [
  'Ready',
  'InProgress',
  'Installed',
  'Aborted',
  'READY',
  'IN_PROGRESS',
] as const;

/** The statuses of an installation that is still active and may be aborted (spec §4). */
export const ACTIVE_INSTALLATION_STATUSES = [
  'Ready',
  'InProgress',
  'READY',
  'IN_PROGRESS',
] as const;

/** Fluid types; Alcohol is shown as 'Disinfectant'. */
export const FLUID_TYPES = ['Alcohol', 'Soap'] as const;

/** The fluid type chosen when none is (spec §5). */
export const DEFAULT_FLUID_TYPE = 'Alcohol' satisfies (typeof FLUID_TYPES)[number];

/** Location object types; a device's location may also have none (`null`). */
export const LOCATION_OBJECT_TYPES = [
  'PremiseModel',
  'SectionModel',
  'RoomModel',
  'FloorModel',
] as const;

/**
 * Whether an installation in this status is still active (Ready or InProgress, either spelling)
 * and so may be aborted.
 */
export function isActiveInstallationStatus(
  status: (typeof INSTALLATION_STATUSES)[number],
): status is (typeof ACTIVE_INSTALLATION_STATUSES)[number] {
  return (ACTIVE_INSTALLATION_STATUSES as readonly string[]).includes(status);
}
