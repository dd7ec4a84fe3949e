import { PAGING } from '@hygiene/api-client';
import { useQuery } from '@tanstack/react-query';

import { USER_OPTIONS_PAGE_SIZE } from '../../../constants';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { listGroups } from '../../../generated/operations/listGroups';
import { listSections } from '../../../generated/operations/listSections';

/** Groups and sections change rarely: the user forms and the list's filter reuse them a while. */
const OPTIONS_STALE_MS = 5 * 60_000;

/** Every group (role), for the role selector and the list's filter (spec §6, §7). */
export function useGroups() {
  const { api, tenant } = useConsoleApi();
  return useQuery({
    ...listGroups.options(api, tenant),
    select: (page) => page.items,
    staleTime: OPTIONS_STALE_MS,
  });
}

/**
 * The tenant's sections, the choices of the allowed-sections chooser. Cached under the locations
 * root (the generated read's), so a section created elsewhere refreshes it.
 */
export function useSections() {
  const { api, tenant } = useConsoleApi();
  return useQuery({
    ...listSections.options(api, tenant, {
      page: PAGING.firstPage,
      pageSize: USER_OPTIONS_PAGE_SIZE,
    }),
    select: (page) => page.items.map(({ id, name }) => ({ id, name })),
    staleTime: OPTIONS_STALE_MS,
  });
}
