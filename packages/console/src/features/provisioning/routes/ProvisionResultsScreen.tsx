import type { ProvisionResult } from '@hygiene/api-client';
import { Button, EmptyState, ErrorState, PlainList, SectionCard } from '@hygiene/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import * as v from 'valibot';

import { RouterLink } from '../../../components/RouterLink';
import { useConsoleApi } from '../../../data/useConsoleApi';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { CopySerials, type ClipboardWriter } from '../components/CopySerials';
import { downloadFile } from '../download';
import { serialNumbersCsv, serialNumbersCsvName } from '../serialCsv';
import {
  browserSessionStorage,
  outcomeOf,
  ProvisionResultSchema,
  readStoredResult,
} from '../storedResult';

const text = messages.provisioning;

/** Where the result comes from: the stored one, or (storage refused) the one just made. */
type Shown =
  | { kind: 'stored'; result: ProvisionResult }
  | { kind: 'unstored'; result: ProvisionResult }
  | { kind: 'none' };

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
 * found in session storage.' The browser asks before the page is left.
 *
 * Links go to the device entry page (`paths.deviceEntry`, `/devices/{serialNumber}`): the
 * result names devices by serial number only, and the device page (`paths.device`) needs the
 * device id, which the entry page looks up and links to ('Go to device page').
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
    if (stored) return { kind: 'stored', result: stored };
    const unstored = unstoredResultOf(location.state);
    return unstored ? { kind: 'unstored', result: unstored } : { kind: 'none' };
  });

  // Spec §2: the browser warns when the user leaves the results page.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  if (shown.kind === 'none') {
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
      {outcome.kind === 'partial' ? <ErrorState message={text.partial(outcome.missing)} /> : null}
      {outcome.kind === 'none' ? <ErrorState message={text.noneCreated} /> : null}
      {result.serialNumbers.length > 0 ? (
        // Scrolls in its own box (up to 100 serials); focusable so keyboards can scroll it.
        <SerialBox role="region" aria-label={text.serialNumbers} tabIndex={0}>
          <PlainList>
            {result.serialNumbers.map((serial, index) => (
              <li key={`${index}-${serial}`}>
                <RouterLink to={paths.deviceEntry.to(tenant, serial)}>{serial}</RouterLink>
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
