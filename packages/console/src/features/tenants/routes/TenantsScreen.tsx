import { PAGE_SIZES, type Tenant } from '@hygiene/api-client';
import { PagedPicker, PickerRow, type FetchPage } from '@hygiene/ui';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

import { unwrap } from '../../../data/apiQuery';
import { messages } from '../../../messages';
import { paths } from '../../../routing/paths';
import { useConsoleApi } from '../../../data/useConsoleApi';
import {
  NearestTenantFinder,
  type NearestTenantFinderProps,
} from '../components/NearestTenantFinder';

export interface TenantsScreenProps {
  /** Injected in stories and tests; the browser's by default. */
  geolocation?: NearestTenantFinderProps['geolocation'];
  /** Called when geolocation is absent or fails, or the nearest tenant cannot be fetched. */
  onFetchError?: NearestTenantFinderProps['onFetchError'];
}

/**
 * 'Set tenant' (spec §2): the paged searchable tenant picker (GET /tenants with term, ordered by
 * proximity once the position is known) and the nearest-tenant finder. Choosing a tenant opens
 * its dashboard; the host then moves everything (cache, hub group) to it.
 */
export function TenantsScreen({ geolocation, onFetchError }: TenantsScreenProps) {
  const { api } = useConsoleApi();
  const navigate = useNavigate();
  const [position, setPosition] = useState<{ latitude: number; longitude: number } | null>(null);

  const fetchPage = useCallback<FetchPage<Tenant>>(
    (term, page, signal) =>
      unwrap(
        api.listTenants(
          {
            term,
            searchTerm: term,
            page,
            pageSize: PAGE_SIZES.tenants,
            ...(position ? { ...position, orderByProximity: true } : {}),
          },
          { signal },
        ),
      ),
    [api, position],
  );

  const choose = (tenant: Tenant) => navigate(paths.dashboard.to(tenant.identifier));

  return (
    <Screen aria-labelledby="tenants-title">
      <h1 id="tenants-title">{messages.tenants.title}</h1>
      <NearestTenantFinder
        onChoose={choose}
        onLocated={setPosition}
        geolocation={geolocation}
        onFetchError={onFetchError}
      />
      <PagedPicker<Tenant>
        // A new position orders the list afresh.
        key={position ? `${position.latitude},${position.longitude}` : 'unordered'}
        items={messages.tenants.items}
        fetchPage={fetchPage}
        getKey={(tenant) => tenant.identifier}
        renderItem={(tenant) => <PickerRow title={tenant.name} details={[tenant.identifier]} />}
        onSelect={choose}
        autoSelect={false}
      />
    </Screen>
  );
}

const Screen = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 640px;
`;
