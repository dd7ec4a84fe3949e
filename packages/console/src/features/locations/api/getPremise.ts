import { useQuery } from '@tanstack/react-query';

import { premiseQueryOptions } from '../../../data/premise';
import { useConsoleApi } from '../../../data/useConsoleApi';

/** `GET /premises/{id}`: one premise of the current tenant. */
export function usePremise(id: string | undefined) {
  const { api, tenant } = useConsoleApi();
  return useQuery({ ...premiseQueryOptions(api, tenant, id ?? ''), enabled: id !== undefined });
}
