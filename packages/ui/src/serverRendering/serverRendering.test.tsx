/**
 * Every published component renders with `react-dom/server` in Node, where no browser global
 * exists (touching `window` or `document` while rendering throws here), and its styles arrive
 * with the HTML: styled-components' server sheet holds a rule for every class the HTML names.
 * The hydration half is the 'Server rendering' story, in Chromium.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { renderOnServer } from '@hygiene/story-kit';
import * as ui from '../index';
import { serverRenderingCases, withKitTheme } from './cases';

// An app loads the language it renders in before it renders, on the server as in the browser.
beforeAll(() => ui.loadLanguage('nb'));
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
    const { html, unstyled } = renderOnServer(withKitTheme(c.element()));
    // A dialog opens on an action, so the server draws nothing of it.
    if (c.html === null) expect(html).toBe('');
    else expect(html).toContain(c.html);
    expect(unstyled).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});
