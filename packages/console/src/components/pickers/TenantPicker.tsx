import { PAGE_SIZES, type Tenant } from '@hygiene/api-client';
import { PagedPicker, PickerRow } from '@hygiene/ui';
import { useState } from 'react';
import { styled } from 'styled-components';

import { unwrap } from '../../data/apiQuery';
import { tenantKey } from '../../data/queryKeys';
import { useConsoleApi } from '../../data/useConsoleApi';
import { usePagedQuery } from '../../data/usePagedQuery';
import * as messages from '../../messages';
import { NearestTenantFinder, type NearestTenantFinderProps } from './NearestTenantFinder';

export interface TenantPickerProps {
  /** Called with the tenant the person chose, from the list or the nearest-tenant finder. */
  onChoose: (tenant: Tenant) => void;
  /** The chosen tenant, marked in the list. */
  selected?: Tenant | null;
  /** Injected in stories and tests; the browser's by default; `null` for a browser without it. */
  geolocation?: NearestTenantFinderProps['geolocation'];
  /** Spec §8: absent or failed geolocation (or a failed look-up) also reaches the caller. */
  onFetchError?: NearestTenantFinderProps['onFetchError'];
  /** Disables the list while the caller is busy with the last choice. */
  disabled?: boolean;
  /**
   * Spec §5: a search with exactly one result chooses it by itself (`onChoose`), as a click
   * would. Defaults to true. `false` never does; a predicate does only for a tenant that passes
   * it, for a caller whose choice writes or navigates (the obvious tenant, nothing else).
   */
  autoSelect?: boolean | ((tenant: Tenant) => boolean);
}

/**
 * The shared tenant picker (spec §2 "Shared pickers"): the nearest-tenant finder (browser
 * geolocation, 15 s time-out) above the paged searchable list of tenants (GET /tenants with
 * term, ordered by proximity once the position is known). 'Set tenant' and the install wizard
 * both use it; the tenants are a global catalogue, so the current tenant's client asks.
 */
export function TenantPicker({
  onChoose,
  selected = null,
  geolocation,
  onFetchError,
  disabled = false,
  autoSelect = true,
}: TenantPickerProps) {
  const { api, tenant } = useConsoleApi();
  const [position, setPosition] = useState<{ latitude: number; longitude: number } | null>(null);

  // The tenants as this tenant's client sees them; a new position orders them afresh.
  const source = usePagedQuery<Tenant>(
    tenantKey(tenant, 'tenant-picker', position ?? 'unordered'),
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
  );

  return (
    <Stack>
      <NearestTenantFinder
        onChoose={onChoose}
        onLocated={setPosition}
        geolocation={geolocation}
        onFetchError={onFetchError}
      />
      <PagedPicker<Tenant>
        items={messages.tenants.items}
        source={source}
        getKey={(tenant) => tenant.identifier}
        renderItem={(tenant) => <PickerRow title={tenant.name} details={[tenant.identifier]} />}
        onSelect={onChoose}
        selected={selected}
        autoSelect={autoSelect}
        disabled={disabled}
      />
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;
