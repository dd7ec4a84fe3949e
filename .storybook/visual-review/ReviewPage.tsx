/**
 * The review page: the last run's report, or why there is none, and the reviewer's decisions,
 * kept per run in `storage` (the tab's sessionStorage), so a reload loses nothing.
 */
import { useEffect, useState } from 'react';

import { EmptyState, ErrorState, Spinner } from '@hygiene/ui';

import { reviewMessages as text } from './messages';
import type { VisualReport } from './report';
import { withDecision, type Decision, type Decisions } from './reviewModel';
import { besideTheReport, VisualReview, type PictureUrl } from './VisualReview';

export type LoadedReport =
  | { status: 'none' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; report: VisualReport };

/** Reads the report at `url`: missing means no visual run wrote one for this Storybook. */
export async function fetchReport(url: string): Promise<LoadedReport> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.status === 404) return { status: 'none' };
    if (!response.ok) return { status: 'failed', message: text.reportAnswered(response.status) };
    return { status: 'loaded', report: (await response.json()) as VisualReport };
  } catch (error) {
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

type DecisionStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ReviewPageProps {
  loadReport: () => Promise<LoadedReport>;
  pictureUrl?: PictureUrl;
  storage?: DecisionStorage;
}

/** Where a run's decisions are kept: one entry per run, so another run starts undecided. */
export const storageKey = (report: VisualReport) => `visual-review:${report.createdAt}`;

/** The tab's sessionStorage, or none where the browser refuses it (the decisions then last the visit). */
function tabStorage(): DecisionStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function storedDecisions(storage: DecisionStorage | undefined, report: VisualReport): Decisions {
  try {
    return JSON.parse(storage?.getItem(storageKey(report)) ?? '{}') as Decisions;
  } catch {
    return {};
  }
}

function storeDecisions(
  storage: DecisionStorage | undefined,
  report: VisualReport,
  decisions: Decisions,
) {
  try {
    storage?.setItem(storageKey(report), JSON.stringify(decisions));
  } catch {
    // Full or refused: the decisions stay on the page, as they were made.
  }
}

export function ReviewPage({
  loadReport,
  pictureUrl = besideTheReport,
  storage = tabStorage(),
}: ReviewPageProps) {
  const [loaded, setLoaded] = useState<LoadedReport | undefined>();
  const [decisions, setDecisions] = useState<Decisions>({});

  useEffect(() => {
    let current = true;
    void loadReport().then((result) => {
      if (!current) return;
      if (result.status === 'loaded') setDecisions(storedDecisions(storage, result.report));
      setLoaded(result);
    });
    return () => {
      current = false;
    };
  }, [loadReport, storage]);

  if (!loaded) return <Spinner label={text.loading} />;
  switch (loaded.status) {
    case 'none':
      return <EmptyState title={text.noRun} description={text.noRunDetail} />;
    case 'failed':
      return <ErrorState message={text.readFailed(loaded.message)} />;
    case 'loaded': {
      const decide = (key: string, decision: Decision | undefined) => {
        const next = withDecision(decisions, key, decision);
        setDecisions(next);
        storeDecisions(storage, loaded.report, next);
      };
      return (
        <VisualReview
          report={loaded.report}
          pictureUrl={pictureUrl}
          decisions={decisions}
          onDecide={decide}
        />
      );
    }
  }
}
