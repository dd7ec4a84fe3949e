/**
 * The device-list benchmark page: the real DeviceListScreen in a production build, with the
 * fake platform scaled to 10,000 devices in demo answering in the page (no network, no MSW), so
 * the numbers are the console's cost plus the fake's filtering. `window.deviceListBench` drives
 * it: navigate to a list address, or change a filter through its select, and time until the
 * updated page is in the DOM and painted.
 */
// The benchmark stands the fake platform in for the API, as the stories do (not package code).
// eslint-disable-next-line no-restricted-imports
import { createFakePlatform } from '@hygiene/fake-platform';
import { HygieneThemeProvider } from '@hygiene/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { createConsoleQueryClient } from '../src/data/queryClient';
import { DeviceListScreen } from '../src/features/devices/routes/DeviceListScreen';
import { paths } from '../src/routing/paths';
import { apiConnectionAtom, currentTenantAtom } from '../src/state/atoms';

export const DEVICES = 10_000;
/** A step that takes longer than this has failed, not merely been slow. */
const WAIT_LIMIT_MS = 10_000;

export interface Timing {
  /** From the action to the new rows in the DOM (React committed). */
  toDomMs: number;
  /** From the action to the first frame after that commit (painted). */
  toPaintMs: number;
  /** From the action to every row's last-event cell filled (one request per row). */
  toLastEventsMs: number;
  rows: number;
  firstSerial: string;
}

declare global {
  interface Window {
    deviceListBench: {
      setupMs: number;
      totalDevices: () => number;
      /** Clears the query cache, then navigates to `url` (cold: every answer is fetched). */
      navigate: (url: string) => Promise<Timing>;
      /** Picks `value` in the select labelled `label`, as a person would. */
      changeFilter: (label: string, value: string) => Promise<Timing>;
    };
  }
}

const started = performance.now();
const platform = createFakePlatform({ scale: { devicesPerTenant: DEVICES, tenants: ['demo'] } });
const setupMs = performance.now() - started;

const store = createStore();
store.set(currentTenantAtom, { identifier: 'demo', name: 'demo', realm: 'demo' });
store.set(apiConnectionAtom, {
  baseUrl: 'http://bench.invalid/api',
  getAccessToken: () => 'bench-token',
  fetch: (request) => platform.fetch(request),
});
const queryClient = createConsoleQueryClient();
const router = createMemoryRouter(
  [
    { path: `/:tenantIdentifier/${paths.devices.pattern}`, element: <DeviceListScreen /> },
    { path: '*', element: <p>elsewhere</p> },
  ],
  { initialEntries: ['/demo/lander'] },
);

createRoot(document.getElementById('root')!).render(
  <HygieneThemeProvider mode="light">
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>
  </HygieneThemeProvider>,
);

const nextFrame = () =>
  new Promise<number>((done) => requestAnimationFrame(() => done(performance.now())));

function tableState() {
  const table = document.querySelector('table[aria-label="Devices"]');
  const busy = table?.closest('[aria-busy]')?.getAttribute('aria-busy') === 'true';
  const rows = table ? table.querySelectorAll('tbody tr') : [];
  const first = rows[0]?.querySelector('th')?.textContent ?? '';
  const pending = table
    ? [...table.querySelectorAll('tbody td:last-child')].some((td) => td.textContent === '…')
    : true;
  return { table, busy, rows: rows.length, first, pending };
}

/** Resolves when `done` holds after a DOM change, with the time it first held. */
function when(done: () => boolean, what: string): Promise<number> {
  return new Promise((resolve, reject) => {
    if (done()) return resolve(performance.now());
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(
        new Error(
          `timed out waiting for ${what}: ${JSON.stringify({ ...tableState(), table: undefined, url: router.state.location })}`,
        ),
      );
    }, WAIT_LIMIT_MS);
    const observer = new MutationObserver(() => {
      if (done()) {
        clearTimeout(timer);
        observer.disconnect();
        resolve(performance.now());
      }
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

async function measure(action: () => void, changed: () => boolean): Promise<Timing> {
  const start = performance.now();
  action();
  const inDom = await when(() => {
    const settled = changed(); // first: it may need to see the busy state go by
    const now = tableState();
    return settled && Boolean(now.table) && !now.busy && now.rows > 0;
  }, 'the new rows');
  const painted = await nextFrame();
  const filled = await when(() => !tableState().pending, 'the last-event cells');
  const after = tableState();
  return {
    toDomMs: inDom - start,
    toPaintMs: painted - start,
    toLastEventsMs: filled - start,
    rows: after.rows,
    firstSerial: after.first,
  };
}

window.deviceListBench = {
  setupMs,
  totalDevices: () => platform.state.devices.filter((d) => d.tenant === 'demo').length,
  navigate: async (url) => {
    await router.navigate('/demo/lander');
    queryClient.clear();
    await nextFrame();
    return measure(
      () => void router.navigate(url),
      () => router.state.location.pathname.endsWith('/devices'),
    );
  },
  changeFilter: (label, value) => {
    const select = [...document.querySelectorAll('label')].find((l) => l.textContent === label)
      ?.control as HTMLSelectElement | null;
    if (!select) throw new Error(`no select labelled ${label}`);
    let sawBusy = false;
    return measure(
      () => {
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      },
      () => {
        // The new query first renders the previous rows marked busy; done once that clears.
        sawBusy ||= tableState().busy;
        return sawBusy;
      },
    );
  },
};
