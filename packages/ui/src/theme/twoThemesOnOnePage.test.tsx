import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';

import { Breadcrumbs } from '../Breadcrumbs';
import { PagedPicker, PickerRow, type PagedSource } from '../PagedPicker';
import { HygieneThemeProvider } from './HygieneThemeProvider';

/** Every rule the kit wrote, as `selector → declarations`. */
function rulesOf(css: string): [string, string][] {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => [
    selector!.replace(/\/\*!sc\*\//g, '').trim(),
    body!.trim(),
  ]);
}

const trail = [
  { key: 'oslo', label: 'Oslo', href: '/oslo' },
  { key: 'skyllerom', label: 'Skyllerom' },
];

interface Tenant {
  id: string;
  name: string;
}
const tenants: Tenant[] = [
  { id: 'demo', name: 'demo' },
  { id: 'oslo', name: 'Oslo universitetssykehus' },
  { id: 'bergen', name: 'Bergen kommune' },
];
const source: PagedSource<Tenant> = {
  input: '',
  search: () => {},
  view: {
    status: 'fetched',
    result: {
      items: tenants,
      pageSize: 10,
      currentPage: 1,
      nextPage: null,
      totalItems: tenants.length,
      totalPages: 1,
    },
  },
  queryId: 1,
  goToPage: () => {},
  retry: () => {},
};

/**
 * Light and dark on one page (the dark Screens-at-a-glance stories, an app with a dark side
 * panel): each part keeps its own theme. A rule that two themes write under one selector gives
 * both the colour of whichever theme was injected last: the picker's row lines once came out
 * dark in a light list, or not, depending on which list rendered first.
 */
describe('two themes on one page', () => {
  it('never writes one selector with two themes’ declarations', () => {
    const sheet = new ServerStyleSheet();
    const html = renderToString(
      sheet.collectStyles(
        <>
          {(['light', 'dark'] as const).map((mode) => (
            <HygieneThemeProvider key={mode} mode={mode}>
              <Breadcrumbs items={trail} />
              <PagedPicker<Tenant>
                items="tenants"
                source={source}
                getKey={(tenant) => tenant.id}
                renderItem={(tenant) => <PickerRow title={tenant.name} />}
                onSelect={() => {}}
              />
            </HygieneThemeProvider>
          ))}
        </>,
      ),
    );
    // The rows are there to be styled: the test sees the lines between them.
    expect(html.match(/Bergen kommune/g)).toHaveLength(2);
    const written = new Map<string, Set<string>>();
    for (const [selector, body] of rulesOf(sheet.getStyleTags())) {
      written.set(selector, (written.get(selector) ?? new Set()).add(body));
    }
    expect([...written].filter(([, bodies]) => bodies.size > 1)).toEqual([]);
    sheet.seal();
  });
});
