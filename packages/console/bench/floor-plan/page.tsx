/**
 * The floor-plan benchmark page: the real FloorPlanScreen in a production build, on a floor of
 * 500 placed devices. The fake platform answers in the page (no network); the floor's device list
 * and its plan are made here, 500 of each. Live events come through a FakeHubConnection into the
 * real realtime client. `window.floorPlanBench` opens the screen and pushes events.
 */
// The benchmark stands the fake platform in for the API, as the stories do (not package code).
// eslint-disable-next-line no-restricted-imports
import { createFakePlatform } from '@hygiene/fake-platform';
import {
  FakeHubConnection,
  RealtimeProvider,
  createRealtimeClient,
  useTenantGroup,
} from '@hygiene/realtime';
import { HygieneThemeProvider } from '@hygiene/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { createConsoleQueryClient } from '../../src/data/queryClient';
import { FloorPlanScreen } from '../../src/features/locations/routes/FloorPlanScreen';
import { paths } from '../../src/routing/paths';
import { apiConnectionAtom, consoleConfigAtom, currentTenantAtom } from '../../src/state/atoms';

export const DEVICES = 500;
/** The building's drawing behind the devices (issue 49), as large as the console stores one. */
const DRAWING_SIZE_PX = { width: 2400, height: 1920 };
const WAIT_LIMIT_MS = 10_000;

export interface OpenTiming {
  /** From the navigation to every device mark in the DOM. */
  toDomMs: number;
  /** From the navigation to the first frame after that (painted). */
  toPaintMs: number;
  marks: number;
}

export interface LiveResult {
  eventsSent: number;
  frameDeltasMs: number[];
  longTasksMs: number[];
  /** Marks whose status is not 'online' at the end: statuses did change. */
  marksNotOnline: number;
}

declare global {
  interface Window {
    floorPlanBench: {
      open: () => Promise<OpenTiming>;
      live: (options: { durationMs: number; eventsPerSecond: number }) => Promise<LiveResult>;
      longTasksDuringOpen: () => number[];
      /** The JPEG bytes of the drawing behind the plan; 0 without one (`?drawing=0`). */
      drawingBytes: number;
    };
  }
}

const platform = createFakePlatform();
const floor = platform.state.floors.find((f) => f.tenant === 'demo')!;
const premise = platform.state.premises.find((p) => p.id === floor.premiseId)!;

// One real device as the platform answers it, cloned 500 times.
const template = (
  (await (
    await platform.fetch(
      new Request('http://bench.invalid/api/tenants/demo/devices?page=1&pageSize=1', {
        headers: { authorization: 'Bearer bench', 'x-tenant-identifier': 'demo' },
      }),
    )
  ).json()) as { items: Record<string, unknown>[] }
).items[0]!;
const deviceIds = Array.from({ length: DEVICES }, (_, i) => `bench-device-${i}`);
const devices = deviceIds.map((id, i) => ({
  ...template,
  id,
  serialNumber: `BENCH-${String(i).padStart(4, '0')}`,
  status: { isOn: true },
  batteries: { level: 80, lastChanged: null },
}));
const devicePage = {
  items: devices,
  pageSize: 1000,
  currentPage: 1,
  nextPage: null,
  totalItems: DEVICES,
  totalPages: 1,
};

// 25 x 20 devices in a grid of 25 rooms, with walls and labels: a big ward.
const map: unknown[] = [];
for (let row = 0; row < 5; row += 1) {
  for (let col = 0; col < 5; col += 1) {
    map.push({ type: 'room', x: col * 20, y: row * 16, w: 20, h: 16, label: `Rom ${row}${col}` });
  }
}
map.push({ type: 'wall', x1: 0, y1: 80, x2: 100, y2: 80 });
map.push({ type: 'label', x: 50, y: 84, text: 'Korridor' });
// The ward's own drawing under it all (not with `?drawing=0`): walls, doors and room numbers,
// encoded as the console encodes a chosen picture.
const drawing =
  new URLSearchParams(location.search).get('drawing') === '0' ? undefined : await wardDrawing();
if (drawing) map.unshift({ type: 'drawing', x: 0, y: 0, w: 100, h: 80, src: drawing.src });

async function wardDrawing(): Promise<{ src: string; bytes: number }> {
  const { width, height } = DRAWING_SIZE_PX;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.strokeStyle = '#222';
  context.fillStyle = '#555';
  context.font = '28px sans-serif';
  const cell = { w: width / 5, h: height / 5 };
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      context.lineWidth = 10;
      context.strokeRect(col * cell.w + 6, row * cell.h + 6, cell.w - 12, cell.h - 12);
      context.clearRect(col * cell.w + cell.w / 2 - 40, row * cell.h + cell.h - 12, 80, 12);
      context.fillText(`Rom ${row}${col}`, col * cell.w + 30, row * cell.h + 50);
      // Fixtures drawn in: basins and beds, as a scanned plan has them.
      context.lineWidth = 3;
      for (let k = 0; k < 6; k += 1) {
        context.strokeRect(col * cell.w + 40 + k * 70, row * cell.h + cell.h - 120, 50, 80);
      }
    }
  }
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.85));
  const src = await new Promise<string>((done) => {
    const reader = new FileReader();
    reader.onload = () => done(String(reader.result));
    reader.readAsDataURL(blob!);
  });
  return { src, bytes: blob!.size };
}

deviceIds.forEach((deviceId, i) => {
  map.push({
    type: 'dispenser',
    deviceId,
    label: `BENCH-${String(i).padStart(4, '0')}`,
    x: 1 + (i % 25) * 4,
    y: 1 + Math.floor(i / 25) * 4,
  });
});

const fetchApi = async (request: Request): Promise<Response> => {
  const url = new URL(request.url);
  if (url.pathname === '/api/tenants/demo/devices' && url.searchParams.has('location.floor-id')) {
    return Response.json(devicePage);
  }
  if (url.pathname === `/api/floors/${floor.id}/floor-plans` && request.method === 'GET') {
    return Response.json({ map });
  }
  return platform.fetch(request);
};

const store = createStore();
store.set(currentTenantAtom, { identifier: 'demo', name: 'demo', realm: 'demo' });
store.set(apiConnectionAtom, {
  baseUrl: 'http://bench.invalid/api',
  getAccessToken: () => 'bench-token',
  fetch: fetchApi,
});
store.set(consoleConfigAtom, {
  serviceTenantIdentifier: 'service',
  filterableEvents: [],
  eventColors: {},
});
const queryClient = createConsoleQueryClient();
const connection = new FakeHubConnection({ autoResolve: true });
const realtime = createRealtimeClient({ connection });
const planUrl = paths.floorPlan.to('demo', premise.sectionId, premise.id, floor.id);
const router = createMemoryRouter(
  [
    { path: `/:tenantIdentifier/${paths.floorPlan.pattern}`, element: <FloorPlanScreen /> },
    { path: '*', element: <p>elsewhere</p> },
  ],
  { initialEntries: ['/demo/lander'] },
);

function Tenant() {
  useTenantGroup('demo');
  return null;
}

createRoot(document.getElementById('root')!).render(
  <HygieneThemeProvider mode="light">
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider client={realtime}>
          <Tenant />
          <RouterProvider router={router} />
        </RealtimeProvider>
      </QueryClientProvider>
    </JotaiProvider>
  </HygieneThemeProvider>,
);

const nextFrame = () =>
  new Promise<number>((done) => requestAnimationFrame(() => done(performance.now())));
const markCount = () => document.querySelectorAll('[data-device-id]').length;

function when(done: () => boolean, what: string): Promise<number> {
  return new Promise((resolve, reject) => {
    if (done()) return resolve(performance.now());
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`timed out waiting for ${what} (${markCount()} marks)`));
    }, WAIT_LIMIT_MS);
    const observer = new MutationObserver(() => {
      if (done()) {
        clearTimeout(timer);
        observer.disconnect();
        resolve(performance.now());
      }
    });
    observer.observe(document.body, { subtree: true, childList: true });
  });
}

let openLongTasks: number[] = [];
const names = ['HandSense', 'MotorRun', 'PowerOn', 'BatteryChanged'];
const stateNames = ['LowLevel', 'Empty', 'Refilled'];
let sequence = 0;

window.floorPlanBench = {
  drawingBytes: drawing?.bytes ?? 0,
  longTasksDuringOpen: () => openLongTasks,
  open: async () => {
    await router.navigate('/demo/lander');
    await when(() => markCount() === 0, 'the plan to close');
    queryClient.clear();
    await nextFrame();
    openLongTasks = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) openLongTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const start = performance.now();
    void router.navigate(planUrl);
    const inDom = await when(() => markCount() === DEVICES, 'every device mark');
    const painted = await nextFrame();
    observer.disconnect();
    return { toDomMs: inDom - start, toPaintMs: painted - start, marks: markCount() };
  },
  live: ({ durationMs, eventsPerSecond }) =>
    new Promise((resolve) => {
      const longTasksMs: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasksMs.push(entry.duration);
      });
      observer.observe({ type: 'longtask' });
      const frameDeltasMs: number[] = [];
      let lastFrame: number | undefined;
      let measuring = true;
      const onFrame = (time: number) => {
        if (lastFrame !== undefined) frameDeltasMs.push(time - lastFrame);
        lastFrame = time;
        if (measuring) requestAnimationFrame(onFrame);
      };
      requestAnimationFrame(onFrame);
      const start = performance.now();
      let sent = 0;
      const producer = setInterval(() => {
        const elapsed = performance.now() - start;
        const due = Math.floor((Math.min(elapsed, durationMs) * eventsPerSecond) / 1000);
        while (sent < due) {
          sequence += 1;
          const deviceId = deviceIds[(sequence * 7) % DEVICES]!;
          const isState = sequence % 3 === 0;
          connection.emit('ReceiveDeviceEvent', {
            deviceId,
            eventType: isState ? 'State' : names[sequence % names.length],
            event: isState
              ? stateNames[sequence % stateNames.length]
              : names[sequence % names.length],
            timestamp: new Date().toISOString(),
          });
          sent += 1;
        }
        if (elapsed >= durationMs) {
          clearInterval(producer);
          requestAnimationFrame(() => {
            measuring = false;
            observer.disconnect();
            resolve({
              eventsSent: sent,
              frameDeltasMs,
              longTasksMs,
              marksNotOnline: document.querySelectorAll(
                '[data-device-id] [data-status]:not([data-status="online"])',
              ).length,
            });
          });
        }
      }, 10);
    }),
};
