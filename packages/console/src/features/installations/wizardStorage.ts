import { INSTALL_STEP_COUNT } from '../../constants';
import { INSTALL_WIZARD_STORAGE_PREFIX } from './constants';
import {
  CHECKLIST_ITEMS,
  initialWizardState,
  isFluidType,
  type ChecklistItem,
  type ChosenRoom,
  type ImagesChoice,
  type RoomChoice,
  type Verification,
  type WizardState,
} from './wizardState';
import { VERIFYING_EVENT_TYPES, type VerifiedBy } from './verification';

/** Where a serial number's wizard state is kept. */
export function wizardStorageKey(serialNumber: string): string {
  return `${INSTALL_WIZARD_STORAGE_PREFIX}${serialNumber}`;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's session storage, or none (private modes and old browsers may refuse it). */
export function sessionStorageOrNull(): StorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The state kept for `serialNumber`, or the initial state. What comes back from storage is
 * checked field by field: a hand-edited or outdated entry falls back to the defaults rather than
 * crashing the wizard.
 */
export function readWizardState(storage: StorageLike | null, serialNumber: string): WizardState {
  if (!storage) return initialWizardState;
  let raw: unknown;
  try {
    const text = storage.getItem(wizardStorageKey(serialNumber));
    if (text === null) return initialWizardState;
    raw = JSON.parse(text);
  } catch {
    return initialWizardState;
  }
  return parseWizardState(raw);
}

/** Keeps the state for `serialNumber`; a full or refused storage is not the installer's problem. */
export function writeWizardState(
  storage: StorageLike | null,
  serialNumber: string,
  state: WizardState,
): void {
  try {
    storage?.setItem(wizardStorageKey(serialNumber), JSON.stringify(state));
  } catch {
    // Quota or privacy mode: the wizard still works, it only cannot resume after a reload.
  }
}

/** Forgets the state of `serialNumber` (after a successful installation). */
export function clearWizardState(storage: StorageLike | null, serialNumber: string): void {
  try {
    storage?.removeItem(wizardStorageKey(serialNumber));
  } catch {
    // Nothing to forget then.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const stringOrNull = (value: unknown): string | null => (isString(value) ? value : null);

export function parseWizardState(raw: unknown): WizardState {
  if (!isRecord(raw)) return initialWizardState;
  const step =
    typeof raw['step'] === 'number' &&
    Number.isInteger(raw['step']) &&
    raw['step'] >= 0 &&
    raw['step'] < INSTALL_STEP_COUNT
      ? raw['step']
      : 0;
  const tenant =
    isRecord(raw['tenant']) &&
    isString(raw['tenant']['identifier']) &&
    isString(raw['tenant']['name'])
      ? { identifier: raw['tenant']['identifier'], name: raw['tenant']['name'] }
      : null;
  return {
    step,
    tenant,
    room: parseRoomChoice(raw['room']),
    fluidType: isFluidType(raw['fluidType']) ? raw['fluidType'] : initialWizardState.fluidType,
    verification: parseVerification(raw['verification']),
    images: parseImages(raw['images']),
    checklist: Array.isArray(raw['checklist'])
      ? CHECKLIST_ITEMS.filter((item: ChecklistItem) =>
          (raw['checklist'] as unknown[]).includes(item),
        )
      : [],
    offlineConfirmed: raw['offlineConfirmed'] === true,
  };
}

function parseRoomChoice(raw: unknown): RoomChoice {
  if (!isRecord(raw) || (raw['status'] !== 'chosen' && raw['status'] !== 'confirmed')) {
    return { status: 'none' };
  }
  const room = raw['room'];
  if (!isRecord(room) || !isString(room['id']) || !isString(room['name']))
    return { status: 'none' };
  const chosen: ChosenRoom = {
    id: room['id'],
    name: room['name'],
    typeName: stringOrNull(room['typeName']),
    floorName: stringOrNull(room['floorName']),
    ...(isString(room['premiseName']) ? { premiseName: room['premiseName'] } : {}),
    ...(isString(room['floorId']) ? { floorId: room['floorId'] } : {}),
    ...(isString(room['premiseId']) ? { premiseId: room['premiseId'] } : {}),
  };
  return { status: raw['status'], room: chosen };
}

function parseVerification(raw: unknown): Verification {
  if (!isRecord(raw)) return { status: 'notStarted' };
  if (raw['status'] === 'notVerified') return { status: 'notVerified' };
  if (
    raw['status'] === 'waiting' &&
    isString(raw['since']) &&
    !Number.isNaN(Date.parse(raw['since']))
  )
    return { status: 'waiting', since: raw['since'] };
  const by = raw['by'];
  if (
    raw['status'] === 'verified' &&
    isRecord(by) &&
    (VERIFYING_EVENT_TYPES as readonly unknown[]).includes(by['eventType']) &&
    isString(by['timestamp'])
  ) {
    return {
      status: 'verified',
      by: {
        eventType: by['eventType'] as VerifiedBy['eventType'],
        timestamp: by['timestamp'],
        rssi: typeof by['rssi'] === 'number' ? by['rssi'] : null,
        batteryLevel: typeof by['batteryLevel'] === 'number' ? by['batteryLevel'] : null,
      },
    };
  }
  return { status: 'notStarted' };
}

function parseImages(raw: unknown): ImagesChoice {
  if (!isRecord(raw)) return { status: 'pending' };
  if (raw['status'] === 'skipped') return { status: 'skipped' };
  if (
    raw['status'] === 'added' &&
    typeof raw['count'] === 'number' &&
    Number.isInteger(raw['count']) &&
    raw['count'] > 0
  ) {
    return { status: 'added', count: raw['count'] };
  }
  return { status: 'pending' };
}
