import type { ApiClient, Device, Installation } from '@hygiene/api-client';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';

import { ifMatchOf } from '../../../data/editBase';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { useServiceTenantApi } from '../../../data/useTenantApi';
import type { TenantSwitchPlan } from '../wizardRules';
import { installationKeys } from './queryKeys';

/** Spec §4: creating an installation yields saved, conflict (HTTP 409) or error (HTTP 500). */
export type SwitchOutcome =
  { status: 'saved'; installation: Installation } | { status: 'conflict' } | { status: 'error' };

/**
 * Switches a device to another tenant (spec §4): aborts its Ready or InProgress installation
 * first, then creates one for the new tenant (`POST /device-installations` with serialnumber and
 * tenantIdentifier). Asked as the service tenant: between the two calls the device belongs to
 * no customer tenant's installation, so only the service tenant can still see it.
 */
export async function switchInstallationTenant(
  api: ApiClient,
  serialNumber: string,
  plan: Extract<TenantSwitchPlan, { status: 'switch' }>,
): Promise<SwitchOutcome> {
  if (plan.abortInstallationId !== null) {
    // On the version step 0 showed: changed meanwhile, the platform refuses (412, a conflict).
    const aborted = await api.updateInstallationStatus(
      plan.abortInstallationId,
      { installationStatus: 'Aborted' },
      ifMatchOf({ version: plan.abortVersion ?? undefined }),
    );
    if (!aborted.ok)
      return aborted.error.status === 'conflict' ? { status: 'conflict' } : { status: 'error' };
  }
  const created = await api.createInstallation({
    serialnumber: serialNumber,
    tenantIdentifier: plan.tenantIdentifier,
  });
  if (created.ok) return { status: 'saved', installation: created.data };
  return created.error.status === 'conflict' ? { status: 'conflict' } : { status: 'error' };
}

/** What step 0 shows of a switch: nothing yet, under way, or its outcome. */
export type SwitchState =
  | { status: 'default' }
  | { status: 'loading'; tenantName: string }
  | { status: 'saved'; tenantName: string }
  | { status: 'conflict' }
  | { status: 'error' };

/**
 * The switch as step 0 runs it, and the new installation the wizard offers for a device whose
 * installation is finished or missing (a plan without an abort). The device is fetched again
 * afterwards; `onSaved` runs first, with the new installation, before anything shows it.
 */
export function useSwitchInstallationTenant(
  serialNumber: string,
  onSaved?: (installation: Installation, tenantName: string) => void,
) {
  const { api: currentApi, tenant } = useConsoleApi();
  const service = useServiceTenantApi();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ plan }: SwitchVariables) =>
      switchInstallationTenant(
        // A new installation at the current tenant is the current tenant's own business; one
        // for another tenant (or after an abort) is planned by the service tenant.
        plan.abortInstallationId === null && plan.tenantIdentifier === tenant
          ? currentApi
          : (service.api ?? currentApi),
        serialNumber,
        plan,
      ),
    onSuccess: (outcome, { tenantName }) => {
      if (outcome.status === 'saved') {
        onSaved?.(outcome.installation, tenantName);
        // The device's installation is the new one at once; the refetch below confirms it.
        queryClient.setQueryData<Device>(installationKeys.device(tenant, serialNumber), (device) =>
          device ? { ...device, deviceInstallation: outcome.installation } : device,
        );
      }
      void queryClient.invalidateQueries({
        queryKey: installationKeys.device(tenant, serialNumber),
      });
      void queryClient.invalidateQueries({ queryKey: installationKeys.lists(tenant) });
    },
  });
  return {
    state: switchStateOf(mutation),
    switchTenant: mutation.mutateAsync,
    reset: mutation.reset,
  };
}

/** A switch asked for: the plan, and the tenant's name for what step 0 says meanwhile. */
interface SwitchVariables {
  plan: Extract<TenantSwitchPlan, { status: 'switch' }>;
  tenantName: string;
}

/** What step 0 shows, read off the mutation itself (not a copy kept beside it). */
function switchStateOf(
  mutation: UseMutationResult<SwitchOutcome, Error, SwitchVariables>,
): SwitchState {
  switch (mutation.status) {
    case 'idle':
      return { status: 'default' };
    case 'pending':
      return { status: 'loading', tenantName: mutation.variables.tenantName };
    case 'error':
      return { status: 'error' };
    case 'success':
      return mutation.data.status === 'saved'
        ? { status: 'saved', tenantName: mutation.variables.tenantName }
        : { status: mutation.data.status };
    default:
      return mutation satisfies never;
  }
}
