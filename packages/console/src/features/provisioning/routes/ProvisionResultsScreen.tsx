import type { ProvisionResult } from '@hygiene/api-client';
import { Button, EmptyState, ErrorState, PlainList, SectionCard } from '@hygiene/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { styled } from 'styled-components';
import * as v from 'valibot';

import { RouterLink } from '../../../components/RouterLink';
import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { CopySerials, type ClipboardWriter } from '../components/CopySerials';
import { LeaveGuard } from '../components/LeaveGuard';
import { downloadFile } from '../../../lib/download';
import { serialNumbersCsv, serialNumbersCsvName } from '../serialCsv';
import {
  browserSessionStorage,
  outcomeOf,
  ProvisionResultSchema,
  readStoredResult,
  serialLinks,
} from '../storedResult';

const text = messages.provisioning;

/** Where the result comes from: the stored one, or (storage refused) the one just made. */
type Shown =
  | { status: 'stored'; result: ProvisionResult }
  | { status: 'unstored'; result: ProvisionResult }
  | { status: 'none' };

function unstoredResultOf(state: unknown): ProvisionResult | null {
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
export function ProvisionResultsScreen({
  clipboard,
  saveFile = downloadFile,
  now = () => new Date(),
}: ProvisionResultsScreenProps) {
  const { tenant } = useConsoleApi();
  const location = useLocation();
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
  const download = () =>
    saveFile(
      serialNumbersCsvName(now()),
      new Blob([serialNumbersCsv(result.serialNumbers)], { type: 'text/csv;charset=utf-8' }),
    );

  return (
    <SectionCard title={text.created(result.successfullyProvisioned, result.devicesRequested)}>
      {outcome.status === 'partial' ? <ErrorState message={text.partial(outcome.missing)} /> : null}
      {outcome.status === 'none' ? <ErrorState message={text.noneCreated} /> : null}
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
          <Button onClick={download}>{text.downloadCsv}</Button>
        ) : null}
      </CopySerials>
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
