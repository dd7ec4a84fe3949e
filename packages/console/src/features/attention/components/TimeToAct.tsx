import { Button, ErrorState, Muted, SectionCard, Skeleton, Table } from '@hygiene/ui';
import { useQuery } from '@tanstack/react-query';

import { useConsoleApi } from '../../../data/useConsoleApi';
import { getCaseTimes } from '../../../generated/operations/getCaseTimes';
import { datedCsvName } from '../../../lib/csv';
import { formatShortDate } from '../../../lib/formatDate';
import { downloadFile } from '../../../lib/download';
import { cases } from '../../../messages/cases';
import { caseTimesCsv } from '../caseTimesCsv';

const text = cases.times;

/** Weeks of time to act the worklist shows: two months, enough to see a trend. */
const TIME_TO_ACT_WEEKS = 8;

/** A byte-order mark, so spreadsheets read the Norwegian letters of premise names as UTF-8. */
const UTF8_BOM = '\uFEFF';

/**
 * Time to act (issue 50): per premise and week, how many cases opened, how many were acknowledged
 * and resolved, and the median minutes to each, as a table (its rows scroll sideways on a phone,
 * the premise column fixed) and as CSV.
 */
export function TimeToAct() {
  const { api, tenant } = useConsoleApi();
  const times = useQuery(getCaseTimes.options(api, tenant, tenant, { weeks: TIME_TO_ACT_WEEKS }));
  const download = () => {
    if (!times.data) return;
    downloadFile(
      datedCsvName(text.fileName, new Date()),
      new Blob([UTF8_BOM, caseTimesCsv(times.data.rows, text)], {
        type: 'text/csv;charset=utf-8',
      }),
    );
  };
  const minutes = (value: number | null) => (value === null ? '–' : String(value));
  return (
    <SectionCard
      title={text.title}
      actions={
        <Button onClick={download} disabled={!times.data || times.data.rows.length === 0}>
          {text.download}
        </Button>
      }
    >
      <Muted as="p">{text.intro}</Muted>
      {times.isPending ? <Skeleton lines={3} label={text.title} /> : null}
      {times.isError ? (
        <ErrorState message={text.error} onRetry={() => void times.refetch()} />
      ) : null}
      {times.data?.rows.length === 0 ? <Muted as="p">{text.empty}</Muted> : null}
      {times.data && times.data.rows.length > 0 ? (
        <Table aria-label={text.table}>
          <thead>
            <tr>
              <th scope="col">{text.premise}</th>
              <th scope="col">{text.week}</th>
              <th scope="col">{text.opened}</th>
              <th scope="col">{text.acknowledged}</th>
              <th scope="col">{text.resolved}</th>
              <th scope="col">{text.medianAcknowledge}</th>
              <th scope="col">{text.medianResolve}</th>
            </tr>
          </thead>
          <tbody>
            {times.data.rows.map((row) => (
              <tr key={`${row.weekStart}|${row.premise?.id ?? ''}`}>
                <th scope="row">{row.premise?.name ?? text.notPlaced}</th>
                <td>{formatShortDate(row.weekStart)}</td>
                <td>{row.opened}</td>
                <td>{row.acknowledged}</td>
                <td>{row.resolved}</td>
                <td>{minutes(row.medianMinutesToAcknowledge)}</td>
                <td>{minutes(row.medianMinutesToResolve)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </SectionCard>
  );
}
