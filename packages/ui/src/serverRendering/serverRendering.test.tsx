/**
 * Every published component renders with `react-dom/server` in Node, where no browser global
 * exists (touching `window` or `document` while rendering throws here), and its styles arrive
 * with the HTML: styled-components' server sheet holds a rule for every class the HTML names.
 * The hydration half is the 'Server rendering' story, in Chromium.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';

import * as ui from '../index';
import { HygieneThemeProvider } from '../theme/HygieneThemeProvider';
import { serverRenderingCases } from './cases';

/** The classes of an HTML string that styled-components generated for a rule (not `sc-` ids). */
function styledClassesOf(html: string): string[] {
  const classes = [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(' '));
  return [...new Set(classes)].filter((name) => name !== '' && !name.startsWith('sc-'));
}

afterEach(() => vi.restoreAllMocks());

describe('server rendering', () => {
  it('has a case for every component the package exports', () => {
    const components = Object.entries(ui)
      .filter(([name, value]) => /^[A-Z][a-z]/.test(name) && value !== null)
      .filter(([, value]) => typeof value === 'function' || typeof value === 'object')
      .map(([name]) => name)
      .filter((name) => name !== 'HygieneThemeProvider');
    expect(serverRenderingCases.map((c) => c.name).sort()).toEqual(components.sort());
  });

  it.each(serverRenderingCases)('$name renders with its styles, without a warning', (c) => {
    const errors = vi.spyOn(console, 'error');
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <HygieneThemeProvider mode="light">{c.element()}</HygieneThemeProvider>,
        ),
      );
      const css = sheet.getStyleTags();
      // A dialog opens on an action, so the server draws nothing of it.
      if (c.html === null) expect(html).toBe('');
      else expect(html).toContain(c.html);
      for (const name of styledClassesOf(html)) expect(css, name).toContain(`.${name}{`);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      sheet.seal();
    }
  });
});
