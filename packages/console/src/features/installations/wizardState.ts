import { DEFAULT_FLUID_TYPE, FLUID_TYPES, type FluidType, type Room } from '@hygiene/api-client';

import { INSTALL_STEP_COUNT } from '../../constants';
import type { VerifiedBy } from './verification';

/** A room as the wizard keeps it: what the overview shows, nothing more. */
export interface ChosenRoom {
  id: string;
  name: string;
  typeName: string | null;
  floorName: string | null;
  /** Named where rooms of two premises would otherwise read alike (the picker showed it). */
  premiseName?: string;
  /** Where the room is: the step opens at its building and floor (absent in older state). */
  floorId?: string;
  premiseId?: string;
}

/**
 * Step 1: no room yet, a room chosen (picked, or the planned or current one preselected), or a
 * room the installer confirmed by going on with Next.
 */
export type RoomChoice =
  | { status: 'none' }
  | { status: 'chosen'; room: ChosenRoom }
  | { status: 'confirmed'; room: ChosenRoom };

/**
 * Step 6 'Press the dispenser' (issue 51): not opened yet; waiting for the device's first event
 * since the step opened; verified by that event; or the installer chose to finish without it.
 */
export type Verification =
  | { status: 'notStarted' }
  | { status: 'waiting'; since: string }
  | { status: 'verified'; by: VerifiedBy }
  | { status: 'notVerified' };

/** Step 7: no picture yet, pictures saved, or the step skipped (spec §4: may be skipped). */
export type ImagesChoice =
  { status: 'pending' } | { status: 'added'; count: number } | { status: 'skipped' };

/** The items of the overview's checklist (spec §5: tenant, room and floor, fluid type). */
export const CHECKLIST_ITEMS = ['tenant', 'room', 'fluid'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

/**
 * The install wizard's state (spec §3): chosen tenant, room, fluid kind, images, offline
 * confirmation, plus the step, whether the device showed it works (issue 51) and the ticked
 * checklist. Nothing secret: it is kept per serial
 * number in session storage so a reload resumes where the installer was.
 */
export interface WizardState {
  step: number;
  tenant: { identifier: string; name: string } | null;
  room: RoomChoice;
  fluidType: FluidType;
  verification: Verification;
  images: ImagesChoice;
  checklist: readonly ChecklistItem[];
  offlineConfirmed: boolean;
}

export const initialWizardState: WizardState = {
  step: 0,
  tenant: null,
  room: { status: 'none' },
  // Spec §5: Alcohol is the default.
  fluidType: DEFAULT_FLUID_TYPE,
  verification: { status: 'notStarted' },
  images: { status: 'pending' },
  checklist: [],
  offlineConfirmed: false,
};

export function chosenRoomOf(room: Room & { premiseName?: string }): ChosenRoom {
  return {
    id: room.id,
    name: room.name,
    typeName: room.type?.name ?? null,
    floorName: room.floor?.name ?? null,
    ...(room.premiseName ? { premiseName: room.premiseName } : {}),
    ...(room.floor ? { floorId: room.floor.id, premiseId: room.floor.premiseId } : {}),
  };
}

/** Every change the wizard's screens make to its state. */
export type WizardAction =
  | { type: 'next' }
  | { type: 'back' }
  /** Back to an earlier step (the browser's or the phone's Back); never forward past the gate. */
  | { type: 'backTo'; step: number }
  | { type: 'chooseTenant'; tenant: { identifier: string; name: string } }
  | { type: 'chooseRoom'; room: ChosenRoom }
  | { type: 'chooseFluid'; fluidType: FluidType }
  /** Step 6 opened: the device's events from now on can verify it. */
  | { type: 'startVerifying'; since: string }
  | { type: 'verified'; by: VerifiedBy }
  /** After the wait (or with no live events), 'Finish as installed, not verified'. */
  | { type: 'finishUnverified' }
  | { type: 'imageSaved' }
  | { type: 'skipImages' }
  | { type: 'toggleChecklist'; item: ChecklistItem; checked: boolean }
  | { type: 'confirmOffline'; confirmed: boolean }
  /**
   * A wizard opened afresh (nothing kept for the serial) starts from what is known already: the
   * planned installation's tenant, the device's fluid, and its room chosen (not yet confirmed).
   * What the installer picked meanwhile stays.
   */
  | {
      type: 'startFrom';
      /** The planned installation's tenant: chosen already, unless the installer chose one. */
      tenant?: { identifier: string; name: string };
      fluidType: FluidType | null;
      room: ChosenRoom | null;
    };

const lastStep = INSTALL_STEP_COUNT - 1;
const clampStep = (step: number) => Math.min(Math.max(step, 0), lastStep);

/**
 * The wizard's reducer. It moves between steps without asking the gate (the caller disables the
 * buttons with `nextGate`); a new tenant forgets the room, which belonged to the old one, and
 * any change to what the checklist confirms unticks that item.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'next':
      // Next is the one way on from the room step (issue 46: a separate 'Confirm room' button
      // above the list was missed): going on confirms the room chosen there (spec §4).
      return {
        ...state,
        step: clampStep(state.step + 1),
        ...(state.step === 1 && state.room.status === 'chosen'
          ? { room: { status: 'confirmed' as const, room: state.room.room } }
          : {}),
      };
    case 'back':
      return { ...state, step: clampStep(state.step - 1) };
    case 'backTo':
      return action.step < state.step ? { ...state, step: clampStep(action.step) } : state;
    case 'chooseTenant':
      if (state.tenant?.identifier === action.tenant.identifier) {
        return { ...state, tenant: action.tenant };
      }
      return {
        ...state,
        tenant: action.tenant,
        room: { status: 'none' },
        checklist: state.checklist.filter((item) => item !== 'tenant' && item !== 'room'),
      };
    case 'chooseRoom':
      return {
        ...state,
        room: { status: 'chosen', room: action.room },
        checklist: state.checklist.filter((item) => item !== 'room'),
      };
    case 'chooseFluid':
      return {
        ...state,
        fluidType: action.fluidType,
        checklist: state.checklist.filter((item) => item !== 'fluid'),
      };
    case 'startVerifying':
      return state.verification.status === 'notStarted'
        ? { ...state, verification: { status: 'waiting', since: action.since } }
        : state;
    case 'verified':
      // The first event wins; a later one (or a late one after 'not verified') changes nothing.
      return state.verification.status === 'waiting'
        ? { ...state, verification: { status: 'verified', by: action.by } }
        : state;
    case 'finishUnverified':
      return state.verification.status === 'waiting'
        ? { ...state, verification: { status: 'notVerified' } }
        : state;
    case 'imageSaved':
      return {
        ...state,
        images: {
          status: 'added',
          count: state.images.status === 'added' ? state.images.count + 1 : 1,
        },
      };
    case 'skipImages':
      return state.images.status === 'added' ? state : { ...state, images: { status: 'skipped' } };
    case 'toggleChecklist': {
      const without = state.checklist.filter((item) => item !== action.item);
      return { ...state, checklist: action.checked ? [...without, action.item] : without };
    }
    case 'confirmOffline':
      return { ...state, offlineConfirmed: action.confirmed };
    case 'startFrom':
      return {
        ...state,
        ...(action.tenant && state.tenant === null ? { tenant: action.tenant } : {}),
        ...(action.fluidType ? { fluidType: action.fluidType } : {}),
        ...(action.room && state.room.status === 'none'
          ? { room: { status: 'chosen' as const, room: action.room } }
          : {}),
      };
    default:
      return action satisfies never;
  }
}

/** Whether `value` is one of the fixed fluid types (spec §5). */
export function isFluidType(value: unknown): value is FluidType {
  return (FLUID_TYPES as readonly unknown[]).includes(value);
}
