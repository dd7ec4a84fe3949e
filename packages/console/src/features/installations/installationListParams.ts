import { PAGING } from '@hygiene/api-client';

import type { InstallationListQuery } from './api/getInstallations';
import { statusSpellings, type ShownStatus } from '../../lib/installationStatus';

/** The list's filter and page as the address keeps them, so a link shows the same list. */
export interface InstallationListParams {
  page: number;
  tenant: string;
  status: ShownStatus | '';
}

const SHOWN_STATUSES: readonly ShownStatus[] = ['Ready', 'InProgress', 'Installed', 'Aborted'];

export function readInstallationListParams(search: URLSearchParams): InstallationListParams {
  const page = Number(search.get('page'));
  const status = search.get('installationStatusFilter') ?? '';
  return {
    page: Number.isInteger(page) && page >= PAGING.firstPage ? page : PAGING.firstPage,
    tenant: search.get('tenantIdentifierFilter') ?? '',
    status: (SHOWN_STATUSES as readonly string[]).includes(status) ? (status as ShownStatus) : '',
  };
}

export function writeInstallationListParams(params: InstallationListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.tenant) search.set('tenantIdentifierFilter', params.tenant);
  if (params.status) search.set('installationStatusFilter', params.status);
  if (params.page !== PAGING.firstPage) search.set('page', String(params.page));
  return search;
}

/** The request: a shown status asks for every spelling of it (Ready and READY). */
export function toInstallationQuery(params: InstallationListParams): InstallationListQuery {
  return {
    page: params.page,
    ...(params.tenant ? { tenantIdentifierFilter: params.tenant } : {}),
    ...(params.status ? { installationStatusFilter: statusSpellings(params.status) } : {}),
  };
}

export { SHOWN_STATUSES };
