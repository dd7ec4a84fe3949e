import type { Tenant } from '@hygiene/api-client';
import { Page, PageHeader } from '@hygiene/ui';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';

import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { TenantPicker, type TenantPickerProps } from '../../../components/pickers/TenantPicker';

export interface TenantsScreenProps {
  /** Injected in stories and tests; the browser's by default. */
  geolocation?: TenantPickerProps['geolocation'];
  /** Called when geolocation is absent or fails, or the nearest tenant cannot be fetched. */
  onFetchError?: TenantPickerProps['onFetchError'];
}

/**
 * 'Set tenant' (spec §2): the paged searchable tenant picker (GET /tenants with term, ordered by
 * proximity once the position is known) and the nearest-tenant finder. Choosing a tenant opens
 * its dashboard; the host then moves everything (cache, hub group) to it.
 */
export function TenantsScreen({ geolocation, onFetchError }: TenantsScreenProps) {
  const navigate = useNavigate();
  const { tenant: current } = useConsoleApi();
  const choose = (tenant: Tenant) => navigate(paths.dashboard.to(tenant.identifier));

  return (
    <Page>
      <PageHeader title={messages.tenants.title} />
      <PickerColumn>
        <TenantPicker
          onChoose={choose}
          geolocation={geolocation}
          onFetchError={onFetchError}
          // Choosing leaves the page. A single result is taken by itself (spec §5) when it is another
          // tenant (a search that found it); not the tenant the user is at, so someone who reaches
          // one tenant only can still read this page instead of being sent off at once.
          autoSelect={(found) => found.identifier !== current}
        />
      </PickerColumn>
    </Page>
  );
}

/** The picker keeps a readable width; the title sits where every screen's does. */
const PickerColumn = styled.div`
  max-width: 640px;
`;
