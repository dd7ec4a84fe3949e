/** The review page's entry: the report beside it, in the theme the reviewer's system prefers. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createGlobalStyle } from 'styled-components';

import { HygieneThemeProvider } from '@hygiene/ui';
import '@hygiene/ui/fonts';

import { REPORT_FILE } from './report';
import { fetchReport, ReviewPage } from './ReviewPage';

const PageStyle = createGlobalStyle`
  body {
    margin: 0;
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family};
  }
`;

const loadReport = () => fetchReport(REPORT_FILE);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HygieneThemeProvider
      mode={matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'}
    >
      <PageStyle />
      <ReviewPage loadReport={loadReport} />
    </HygieneThemeProvider>
  </StrictMode>,
);
