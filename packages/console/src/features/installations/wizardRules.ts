import {
  isActiveInstallationStatus,
  type Installation,
  type InstallationStatus,
} from '@hygiene/api-client';

import { INSTALL_STEP_COUNT } from '../../constants';
import { CHECKLIST_ITEMS, type WizardState } from './wizardState';

/** Why Next is disabled, or that it is not (spec §4, install wizard). */
export type NextGate =
  | { enabled: true }
  | {
      enabled: false;
      reason: 'lastStep' | 'tenantMismatch' | 'noRoom' | 'noFluid' | 'unverified' | 'noImage';
    };

const open: NextGate = { enabled: true };
const closed = (reason: Extract<NextGate, { enabled: false }>['reason']): NextGate => ({
  enabled: false,
  reason,
});

/**
 * Spec §4: Next is disabled at the last step; at step 0 until a tenant is chosen that matches
 * the installation's tenant; at step 1 until a room is confirmed (here: chosen, which Next
 * confirms as it goes on); at step 2 until a fluid kind is
 * chosen; steps 3 to 5 are always enabled; at step 6 'Press the dispenser' (issue 51) until the
 * device's first event arrived or the installer chose to finish without it; at step 7 until an
 * image was added or the step was skipped.
 */
export function nextGate(state: WizardState, installationTenant: string): NextGate {
  if (state.step >= INSTALL_STEP_COUNT - 1) return closed('lastStep');
  switch (state.step) {
    case 0:
      return state.tenant !== null && state.tenant.identifier === installationTenant
        ? open
        : closed('tenantMismatch');
    case 1:
      // A chosen room is confirmed by Next itself (`wizardReducer`).
      return state.room.status === 'none' ? closed('noRoom') : open;
    case 2:
      // The type holds a fluid kind (Alcohol by default); kept for state read back from storage.
      return state.fluidType ? open : closed('noFluid');
    case 6:
      return state.verification.status === 'verified' || state.verification.status === 'notVerified'
        ? open
        : closed('unverified');
    case 7:
      return state.images.status === 'pending' ? closed('noImage') : open;
    default:
      return open;
  }
}

/** Spec §4: Back is disabled at step 0. */
export function backEnabled(state: Pick<WizardState, 'step'>): boolean {
  return state.step > 0;
}

/**
 * Spec §5: the installation can be confirmed when every checklist item is ticked (tenant, room
 * and floor, fluid type), the installer confirmed the device is offline, and a room is known.
 * A device the header shows online needs no such confirmation: it has proved it is not offline,
 * and asking to confirm the opposite under 'Device is online' only confused installers.
 */
export function canConfirm(state: WizardState, { online }: { online: boolean }): boolean {
  return (
    CHECKLIST_ITEMS.every((item) => state.checklist.includes(item)) &&
    (online || state.offlineConfirmed) &&
    state.room.status === 'confirmed'
  );
}

/** The installation's tenant, whichever of the two fields the platform filled. */
export function installationTenantOf(installation: Installation): string {
  return installation.tenantIdentifier || installation.tenant.identifier;
}

/**
 * Spec §4: opening the wizard on a READY installation moves it to IN_PROGRESS (the wizard's
 * spelling). Either spelling of Ready counts; nothing else is touched.
 */
export function statusOnOpen(status: InstallationStatus): InstallationStatus | null {
  return status === 'READY' || status === 'Ready' ? 'IN_PROGRESS' : null;
}

/** What choosing a tenant at step 0 asks of the platform (spec §4, switching tenant). */
export type TenantSwitchPlan =
  | { status: 'none' }
  | {
      status: 'switch';
      abortInstallationId: string | null;
      /** The version the abort is made on (If-Match): changed meanwhile, it is refused (412). */
      abortVersion: string | null;
      tenantIdentifier: string;
    };

/**
 * Switching to the same tenant does nothing. Otherwise the current installation is aborted first
 * if it is Ready or InProgress, then a new one is created for the new tenant.
 */
export function planTenantSwitch(
  installation: Installation,
  tenantIdentifier: string,
): TenantSwitchPlan {
  if (installationTenantOf(installation) === tenantIdentifier) return { status: 'none' };
  const active = isActiveInstallationStatus(installation.installationStatus);
  return {
    status: 'switch',
    abortInstallationId: active ? installation.id : null,
    abortVersion: active ? (installation.version ?? null) : null,
    tenantIdentifier,
  };
}

/**
 * After a switch to `newTenant` succeeded, the address tenant the wizard must move to, or null to
 * stay. A customer tenant no longer sees a device whose installation went to another tenant, so
 * the wizard follows it there (the host then switches tenant); the service tenant sees every
 * device and stays.
 */
export function addressTenantAfterSwitch(
  currentTenant: string,
  serviceTenant: string,
  newTenant: string,
): string | null {
  if (currentTenant === serviceTenant || currentTenant === newTenant) return null;
  return newTenant;
}
