import { Button, EmptyState, ErrorState, PlainList, SectionCard, Spinner } from '@hygiene/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { styled } from 'styled-components';
import * as v from 'valibot';

import { RouterLink } from '../../../components/RouterLink';
import { tenantQueryOptions } from '../../../data/currentTenant';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { lazy } from '../../../i18n';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { CopySerials, type ClipboardWriter } from '../components/CopySerials';
import { LeaveGuard } from '../components/LeaveGuard';
import {
  browserSessionStorage,
  outcomeOf,
  ProvisionResultSchema,
  readStoredResult,
  serialLinks,
  type StoredProvisionResult,
} from '../storedResult';

// The labels (a QR code per device) load when asked for.
const QrLabelSheet = lazy(() =>
  import('../components/QrLabelSheet').then((m) => ({ default: m.QrLabelSheet })),
);

const text = messages.provisioning;

/** Where the result comes from: the stored one, or (storage refused) the one just made. */
type Shown =
  | { status: 'stored'; result: StoredProvisionResult }
  | { status: 'unstored'; result: StoredProvisionResult }
  | { status: 'none' };

function unstoredResultOf(state: unknown): StoredProvisionResult | null {
  const checked = v.safeParse(v.object({ unstoredResult: ProvisionResultSchema }), state);
  return checked.success ? checked.output.unstoredResult : null;
}

export interface ProvisionResultsScreenProps {
  /** Defaults to the browser's clipboard (stories inject one that works or refuses). */
  clipboard?: ClipboardWriter | null;
  /** Saves the CSV; defaults to a browser download. */
  saveFile?: (name: string, blob: Blob) => void;
  /** Today, for the CSV's name. */
  now?: () => Date;
}

/**
 * The provisioning results (`/devices/provision/results`, spec §2): 'Created {n} / {requested}',
 * the serial numbers as links to their device pages, 'Copy to clipboard' and 'Download as CSV'.
 * The result is read from session storage, so a reload shows it again; without one: 'No results
 * found in session storage.'
 *
 * Spec §2: "The browser warns when the user leaves the results page". Leaving by reload or by
 * closing the tab gets the browser's own warning (beforeunload); leaving inside the app (the
 * menu, 'Go to form', a serial's link) is held by `LeaveGuard` (react-router's `useBlocker` in a
 * data router) and asks in a dialog: Stay keeps the results, Leave goes on. Both only while a result is shown: with 'No
 * results found in session storage.' there is nothing to lose.
 *
 * Links: see `serialLinks`: the device page (`/device/{deviceId}`) with the ids the platform
 * answers (the contract's extension); a result without them links to the entry page.
 */
/**
 * The browser's download, loaded when 'Download as CSV' is pressed, as is the CSV writer: the
 * provisioning screens' first load carries neither (the host's 150 kB budget per first screen).
 */
const downloadWhenAsked = (name: string, blob: Blob) =>
  void import('../../../lib/download').then(({ downloadFile }) => downloadFile(name, blob));

export function ProvisionResultsScreen({
  clipboard,
  saveFile = downloadWhenAsked,
  now = () => new Date(),
}: ProvisionResultsScreenProps) {
  const { api, tenant } = useConsoleApi();
  const location = useLocation();
  const [labels, setLabels] = useState(false);
  const [shown] = useState<Shown>(() => {
    const stored = readStoredResult(browserSessionStorage());
    if (stored) return { status: 'stored', result: stored };
    const unstored = unstoredResultOf(location.state);
    return unstored ? { status: 'unstored', result: unstored } : { status: 'none' };
  });

  const hasResult = shown.status !== 'none';
  // Spec §2: the browser warns when the user leaves the results page (reload, closing the tab).
  useEffect(() => {
    if (!hasResult) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasResult]);

  if (shown.status === 'none') {
    return (
      <SectionCard title={text.serialNumbers}>
        <EmptyState title={text.noResult} />
      </SectionCard>
    );
  }

  const { result } = shown;
  const outcome = outcomeOf(result);
  const alreadyRegistered = result.alreadyRegistered ?? [];
  // Printed serials registered already are said by name; only what is missing besides is partial.
  const missing = outcome.status === 'partial' ? outcome.missing - alreadyRegistered.length : 0;
  const download = async () => {
    const { serialNumbersCsv, serialNumbersCsvName } = await import('../serialCsv');
    saveFile(
      serialNumbersCsvName(now()),
      new Blob([serialNumbersCsv(result.serialNumbers)], { type: 'text/csv;charset=utf-8' }),
    );
  };

  return (
    <SectionCard title={text.created(result.successfullyProvisioned, result.devicesRequested)}>
      {result.successfullyProvisioned > 0 ? (
        <MadeAt tenant={result.tenant ?? tenant} api={api} />
      ) : null}
      {alreadyRegistered.length > 0 ? (
        <ErrorState message={text.alreadyRegistered(alreadyRegistered.join(', '))} />
      ) : null}
      {missing > 0 ? <ErrorState message={text.partial(missing)} /> : null}
      {outcome.status === 'none' && alreadyRegistered.length === 0 ? (
        <ErrorState message={text.noneCreated} />
      ) : null}
      {result.serialNumbers.length > 0 ? (
        // Scrolls in its own box (up to 100 serials); focusable so keyboards can scroll it.
        <SerialBox role="region" aria-label={text.serialNumbers} tabIndex={0}>
          <PlainList>
            {serialLinks(result).map((link, index) => (
              <li key={`${index}-${link.serialNumber}`}>
                <RouterLink
                  to={
                    link.status === 'device'
                      ? paths.device.to(tenant, link.deviceId)
                      : paths.deviceEntry.to(tenant, link.serialNumber)
                  }
                >
                  {link.serialNumber}
                </RouterLink>
              </li>
            ))}
          </PlainList>
        </SerialBox>
      ) : null}
      <CopySerials serialNumbers={result.serialNumbers} clipboard={clipboard}>
        {result.successfullyProvisioned >= 1 ? (
          <Button onClick={() => void download()}>{text.downloadCsv}</Button>
        ) : null}
      </CopySerials>
      {result.devices?.length ? (
        labels ? (
          <Suspense fallback={<Spinner label={text.labels} />}>
            <QrLabelSheet devices={result.devices} />
          </Suspense>
        ) : (
          <div>
            <Button onClick={() => setLabels(true)}>{text.labels}</Button>
          </div>
        )
      ) : null}
      {/* ...and inside the app: a navigation to another page waits for the dialog's answer. */}
      <LeaveGuard active title={text.leaveTitle} leaveLabel={text.leave} stayLabel={text.stay}>
        {shown.status === 'stored' ? text.leaveStored : text.leaveUnstored}
      </LeaveGuard>
    </SectionCard>
  );
}

const SerialBox = styled.div`
  max-height: 320px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.background};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/**
 * Where the new devices are (issue 46): the tenant they were made at, by name once known. The
 * shell has asked for the current tenant already, so this is mostly an answer from the cache.
 */
function MadeAt({ tenant, api }: { tenant: string; api: ReturnType<typeof useConsoleApi>['api'] }) {
  const details = useQuery(tenantQueryOptions(api, tenant));
  return <p>{text.madeAt(details.data?.name ?? tenant)}</p>;
}
