import { Inline, LinkButton, Page, TextField, PageHeader, SectionCard } from '@hygiene/ui';
import { Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { lazy } from '../../../i18n';
import { Offered } from '../../../components/Offered';
import { PagedList } from '../../../components/PagedList';
import { renderRouterLink } from '../../../components/RouterLink';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { useSearchTermInAddress } from '../../../lib/useSearchTermInAddress';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { useDevices } from '../api/getDevices';
import { DeviceFilters } from '../components/DeviceFilters';
import { DeviceTable } from '../components/DeviceTable';
import {
  readDeviceListParams,
  toDeviceQuery,
  withFilter,
  writeDeviceListParams,
  type DeviceListParams,
} from '../deviceListParams';

// 'Open a device' is a side door on this screen (the list is what people come for): its form and
// address parser load right after the list, keeping the first screen within its budget.
const OpenDeviceForm = lazy(async () => ({
  default: (await import('../../../components/OpenDeviceForm')).OpenDeviceForm,
}));
const text = messages.deviceList;

/**
 * The device list (`/devices`): server-paged, searchable, filtered by the device filter of spec
 * §3. The search, the filter and the page live in the address (the API's own parameter names),
 * so a link shows the same list and Back undoes a filter change.
 */
export function DeviceListScreen() {
  const { tenant } = useConsoleApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readDeviceListParams(searchParams), [searchParams]);
  const query = useMemo(() => toDeviceQuery(params), [params]);
  const devices = useDevices(query);

  const navigate = (next: DeviceListParams, replace = false) =>
    setSearchParams(writeDeviceListParams(next), { replace });

  const [term, setTerm] = useSearchTermInAddress(params.term, (settled) =>
    navigate(withFilter(params, { term: settled }), true),
  );

  return (
    <Page>
      <PageHeader
        title={text.title}
        actions={
          // Provisioning is offered only to the roles that may (not to a tenant's own staff).
          <Offered operation="provisionDevices">
            <LinkButton href={paths.provision.to(tenant)} renderLink={renderRouterLink}>
              {text.provisionLink}
            </LinkButton>
          </Offered>
        }
      />
      <SectionCard title={messages.home.openDevice}>
        <Suspense fallback={null}>
          <OpenDeviceForm offerScan />
        </Suspense>
      </SectionCard>
      <Inline>
        <TextField
          label={text.search}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
      </Inline>
      <DeviceFilters params={params} onChange={(next) => navigate(next)} />
      <PagedList
        query={devices}
        label={text.title}
        errorMessage={text.fetchError}
        empty={{ title: text.empty, hint: text.emptyHint }}
        onPage={(page, options) => navigate({ ...params, page }, options?.replace)}
      >
        {(items) => <DeviceTable tenant={tenant} devices={items} />}
      </PagedList>
    </Page>
  );
}
