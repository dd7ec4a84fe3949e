/**
 * Every React export of the package renders with `react-dom/server` in Node, where no browser
 * global exists: the hooks have server snapshots, the client connects in an effect (which a server
 * never runs), and the kit's styles arrive with the HTML. The hydration half is the 'Server
 * rendering' story, in Chromium.
 */
import { HygieneThemeProvider } from '@hygiene/ui';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { serverRenderingCases } from './cases';

afterEach(() => vi.restoreAllMocks());

describe('server rendering', () => {
  it.each(serverRenderingCases)('$name renders with its styles, without a warning', (c) => {
    const errors = vi.spyOn(console, 'error');
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <HygieneThemeProvider mode="light">{c.element()}</HygieneThemeProvider>,
        ),
      );
      expect(html).toContain(c.html);
      // Every class styled-components generated has its rule in the sheet sent with the HTML.
      const css = sheet.getStyleTags();
      const classes = [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' '));
      for (const name of classes.filter((n) => n && !n.startsWith('sc-'))) {
        expect(css, name).toContain(`.${name}{`);
      }
      expect(errors).not.toHaveBeenCalled();
    } finally {
      sheet.seal();
    }
  });
});
