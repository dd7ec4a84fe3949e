import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

/**
 * `element` rendered as a server renders it (`react-dom/server`), with styled-components' sheet
 * collecting the styles that go out with the HTML. `unstyled` names every class the HTML uses
 * that the sheet has no rule for (styled-components' `sc-` ids aside): empty when the styles
 * arrive with the page. Shared by the published packages' server-rendering tests.
 */
export function renderOnServer(element: ReactElement): { html: string; unstyled: string[] } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    const css = sheet.getStyleTags();
    const classes = [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(' '));
    const unstyled = [...new Set(classes)].filter(
      (name) => name !== '' && !name.startsWith('sc-') && !css.includes(`.${name}{`),
    );
    return { html, unstyled };
  } finally {
    sheet.seal();
  }
}
