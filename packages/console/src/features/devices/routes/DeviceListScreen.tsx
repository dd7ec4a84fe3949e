import {
  EmptyState,
  ErrorState,
  Inline,
  Page,
  Pagination,
  SEARCH_DEBOUNCE_MS,
  Skeleton,
  TextField,
  PageHeader,
  SectionCard,
} from '@hygiene/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useConsoleApi } from '../../../data/useConsoleApi';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import * as messages from '../../../messages';
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

  const [term, setTerm] = useState(params.term);
  const settledTerm = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  // Back and Forward change the address under the box: show the term the list is showing.
  // (Adjusted during render, React's pattern for state that follows a prop.)
  const [addressTerm, setAddressTerm] = useState(params.term);
  if (addressTerm !== params.term) {
    setAddressTerm(params.term);
    // Our own write carries the settled term; only a change from elsewhere replaces the box.
    if (params.term !== settledTerm) setTerm(params.term);
  }
  useEffect(() => {
    if (settledTerm === params.term) return;
    // Typing replaces the entry: Back should not step through every keystroke.
    setSearchParams(writeDeviceListParams(withFilter(params, { term: settledTerm })), {
      replace: true,
    });
    // Only a settled term writes the address; the params it is merged into are read fresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledTerm]);

  return (
    <Page>
      <PageHeader title={text.title} />
      <SectionCard title={messages.home.openDevice}>
        <Suspense fallback={null}>
          <OpenDeviceForm />
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
      <DeviceListBody
        tenant={tenant}
        devices={devices}
        onPage={(page) => navigate({ ...params, page })}
      />
    </Page>
  );
}

function DeviceListBody({
  tenant,
  devices,
  onPage,
}: {
  tenant: string;
  devices: ReturnType<typeof useDevices>;
  onPage: (page: number) => void;
}) {
  switch (devices.status) {
    case 'pending':
      return <Skeleton lines={6} label={text.title} />;
    case 'error':
      return <ErrorState message={text.fetchError} onRetry={() => void devices.refetch()} />;
    case 'success': {
      const page = devices.data;
      if (page.items.length === 0)
        return <EmptyState title={text.empty} description={text.emptyHint} />;
      return (
        <div aria-busy={devices.isPlaceholderData}>
          <DeviceTable tenant={tenant} devices={page.items} />
          <Pagination
            currentPage={page.currentPage}
            totalPages={page.totalPages}
            nextPage={page.nextPage}
            onPageChange={onPage}
            disabled={devices.isPlaceholderData}
          />
        </div>
      );
    }
    default:
      return devices satisfies never;
  }
}
