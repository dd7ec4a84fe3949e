/**
 * The review page's entry: reads the last run's report beside it and keeps the reviewer's
 * decisions in this browser (sessionStorage, per run), so a reload loses nothing.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createGlobalStyle } from 'styled-components';

import { EmptyState, ErrorState, HygieneThemeProvider, Spinner } from '@hygiene/ui';
import '@hygiene/ui/fonts';

import { REPORT_FILE, type VisualReport } from './report';
import type { Decision, Decisions } from './reviewModel';
import { besideTheReport, VisualReview } from './VisualReview';

type Loaded =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; report: VisualReport };

function ReviewPage() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [decisions, setDecisions] = useState<Decisions>({});
  const storageKey = loaded.status === 'loaded' ? `visual-review:${loaded.report.createdAt}` : '';

  useEffect(() => {
    fetch(REPORT_FILE, { cache: 'no-store' })
      .then(async (response) => {
        if (response.status === 404) return setLoaded({ status: 'none' });
        if (!response.ok) throw new Error(`The report answered ${response.status}.`);
        const report = (await response.json()) as VisualReport;
        setDecisions(readDecisions(`visual-review:${report.createdAt}`));
        setLoaded({ status: 'loaded', report });
      })
      .catch((error: unknown) =>
        setLoaded({
          status: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
      );
  }, []);

  const decide = (key: string, decision: Decision | undefined) => {
    const next = { ...decisions };
    if (decision) next[key] = decision;
    else delete next[key];
    setDecisions(next);
    sessionStorage.setItem(storageKey, JSON.stringify(next));
  };

  switch (loaded.status) {
    case 'loading':
      return <Spinner label="Loading the visual report" />;
    case 'none':
      return (
        <EmptyState
          title="No visual run for this Storybook"
          description="Run ./dev test visual: it pictures every story and writes the report this page reads."
        />
      );
    case 'failed':
      return <ErrorState message={`Unable to read the visual report: ${loaded.message}`} />;
    case 'loaded':
      return (
        <VisualReview
          report={loaded.report}
          pictureUrl={besideTheReport}
          decisions={decisions}
          onDecide={decide}
        />
      );
  }
}

function readDecisions(key: string): Decisions {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? '{}') as Decisions;
  } catch {
    return {};
  }
}

const PageStyle = createGlobalStyle`
  body {
    margin: 0;
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family};
  }
`;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HygieneThemeProvider
      mode={matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'}
    >
      <PageStyle />
      <ReviewPage />
    </HygieneThemeProvider>
  </StrictMode>,
);
