import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { earlyEnd } from '../maintenanceTime';
import { useServiceTenantApi } from '../../../data/useTenantApi';
import { announceMaintenanceChange } from './maintenanceChannel';
import { maintenanceKeys } from './queryKeys';

/**
 * Ends maintenance early. The contract has no separate call: `POST /sessions` names the tenant
 * and a serviceTimeEnd, so the end is set to the minute already begun and only the 5 s grace is
 * left. Sent as the service tenant, which maintenance is tied to (spec §6), from wherever the
 * person is; every tab then asks the platform again and turns its indicator off.
 */
export function useEndMaintenance() {
  const { api, tenant: serviceTenant } = useServiceTenantApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tenantIdentifier: string) => {
      if (!api) throw new Error('The console is not connected to the platform.');
      return unwrap(
        api.startMaintenance({ tenantIdentifier, serviceTimeEnd: earlyEnd(Date.now()) }),
      );
    },
    onSuccess: async (_answer, tenantIdentifier) => {
      announceMaintenanceChange();
      // The service tenant's view and the ended tenant's own (the app bar's indicator there).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: maintenanceKeys.all(serviceTenant) }),
        queryClient.invalidateQueries({ queryKey: maintenanceKeys.tenantStatus(tenantIdentifier) }),
      ]);
    },
  });
}
