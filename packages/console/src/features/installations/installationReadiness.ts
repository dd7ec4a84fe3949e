import { isActiveInstallationStatus, type Device, type Installation } from '@hygiene/api-client';

import { shownStatus } from './installationStatus';
import { installationTenantOf } from './wizardRules';

/**
 * What the wizard finds before step 0 (spec §4: only Ready or InProgress is active):
 * - `ready`: an active installation, which the eight steps complete;
 * - `finished`: the device's installation was Installed or Aborted, so completing it is certain
 *   to fail; the installer is offered a new installation instead;
 * - `missing`: the device has no installation at all (spec §8 'Error: deviceInstallation is null').
 */
export type InstallationReadiness =
  | { kind: 'ready'; installation: Installation }
  | {
      kind: 'finished';
      installation: Installation;
      status: 'Installed' | 'Aborted';
      /** The finished installation's tenant: its identifier and, when the platform sent it, its name. */
      tenant: { identifier: string; name: string };
      /** When it was installed (its completion) or, for Aborted, when it was planned; null if unknown. */
      date: string | null;
    }
  | { kind: 'missing' };

export function installationReadiness(
  device: Pick<Device, 'deviceInstallation'>,
): InstallationReadiness {
  const installation = device.deviceInstallation ?? null;
  if (installation === null) return { kind: 'missing' };
  if (isActiveInstallationStatus(installation.installationStatus)) {
    return { kind: 'ready', installation };
  }
  const status = shownStatus(installation.installationStatus);
  const identifier = installationTenantOf(installation);
  const name = installation.tenant.name?.trim() || identifier;
  return {
    kind: 'finished',
    installation,
    // Neither Ready nor InProgress in any spelling: Installed or Aborted.
    status: status === 'Installed' ? 'Installed' : 'Aborted',
    tenant: { identifier, name },
    date:
      status === 'Installed'
        ? (installation.completion?.completed ?? installation.created ?? null)
        : (installation.created ?? null),
  };
}
