/**
 * Every React export of the package renders with `react-dom/server` in Node, where no browser
 * global exists: the hooks have server snapshots, the client connects in an effect (which a server
 * never runs), and the kit's styles arrive with the HTML. The hydration half is the 'Server
 * rendering' story, in Chromium.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderOnServer } from '@hygiene/story-kit';
import { serverRenderingCases, withKitTheme } from './cases';

afterEach(() => vi.restoreAllMocks());

describe('server rendering', () => {
  it.each(serverRenderingCases)('$name renders with its styles, without a warning', (c) => {
    const errors = vi.spyOn(console, 'error');
    const { html, unstyled } = renderOnServer(withKitTheme(c.element()));
    expect(html).toContain(c.html);
    expect(unstyled).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});
