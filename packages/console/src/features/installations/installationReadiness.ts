import { isActiveInstallationStatus, type Device, type Installation } from '@hygiene/api-client';

import { shownStatus } from '../../lib/installationStatus';
import { installationTenantOf } from './wizardRules';

/**
 * What the wizard finds before step 0 (spec §4: only Ready or InProgress is active):
 * - `ready`: an active installation, which the eight steps complete;
 * - `finished`: the device's installation was Installed or Aborted, so completing it is certain
 *   to fail; the installer is offered a new installation instead;
 * - `missing`: the device has no installation at all ('Not installed yet'; spec §8 named it 'Error: deviceInstallation is null').
 */
export type InstallationReadiness =
  | { status: 'ready'; installation: Installation }
  | {
      status: 'finished';
      installation: Installation;
      /** How it finished. */
      outcome: 'Installed' | 'Aborted';
      /** The finished installation's tenant: its identifier and, when the platform sent it, its name. */
      tenant: { identifier: string; name: string };
      /** When it was installed (its completion) or, for Aborted, when it was planned; null if unknown. */
      date: string | null;
    }
  | { status: 'missing' };

export function installationReadiness(
  device: Pick<Device, 'deviceInstallation'>,
): InstallationReadiness {
  const installation = device.deviceInstallation ?? null;
  if (installation === null) return { status: 'missing' };
  if (isActiveInstallationStatus(installation.installationStatus)) {
    return { status: 'ready', installation };
  }
  const status = shownStatus(installation.installationStatus);
  const identifier = installationTenantOf(installation);
  const name = installation.tenant.name?.trim() || identifier;
  return {
    status: 'finished',
    installation,
    // Neither Ready nor InProgress in any spelling: Installed or Aborted.
    outcome: status === 'Installed' ? 'Installed' : 'Aborted',
    tenant: { identifier, name },
    date:
      status === 'Installed'
        ? (installation.completion?.completed ?? installation.created ?? null)
        : (installation.created ?? null),
  };
}
