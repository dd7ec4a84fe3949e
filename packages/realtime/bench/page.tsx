/**
 * The benchmark page: the embeddable LiveFeed, fed by the real store through a fake hub, in a
 * production build. `window.runLiveFeedBench` pushes events at a fixed rate and measures.
 */
import { Profiler, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

import {
  FakeHubConnection,
  LiveFeed,
  RealtimeProvider,
  animationFrameScheduler,
  createRealtimeClient,
  useTenantGroup,
  type FrameScheduler,
} from '@hygiene/realtime';
import { HygieneThemeProvider } from '@hygiene/ui';

export interface BenchOptions {
  durationMs: number;
  eventsPerSecond: number;
}

export interface BenchResult {
  eventsSent: number;
  storePublishes: number;
  frames: number;
  frameDeltasMs: number[];
  longTasksMs: number[];
  rowsShown: number;
  /** Time spent emitting messages (validation, merge into the store), per 10 ms batch. */
  producerBatchesMs: number[];
  /** React's own measure of each commit of the feed (production build: actualDuration). */
  renderCommitsMs: number[];
}

declare global {
  interface Window {
    runLiveFeedBench: (options: BenchOptions) => Promise<BenchResult>;
  }
}

const params = new URLSearchParams(location.search);
const maxEventsInFeed = Number(params.get('max') ?? '10');

const connection = new FakeHubConnection({ autoResolve: true });
let storePublishes = 0;
let renderCommitsMs: number[] = [];
const publishEveryMs = Number(params.get('publishEveryMs') ?? '0');
// `publishEveryMs` > 0 swaps the per-frame batching for a slower timer, to see how much of the
// frame time is rendering the feed rather than the rest of the page and the machine.
const baseScheduler: FrameScheduler =
  publishEveryMs > 0
    ? (callback) => {
        const timer = setTimeout(callback, publishEveryMs);
        return () => clearTimeout(timer);
      }
    : animationFrameScheduler;
const countingScheduler: FrameScheduler = (callback) =>
  baseScheduler(() => {
    storePublishes += 1;
    callback();
  });
const client = createRealtimeClient({ connection, scheduler: countingScheduler });

function Tenant() {
  useTenantGroup('bench-tenant');
  return null;
}

function App() {
  const [c] = useState(client);
  return (
    <StrictMode>
      <HygieneThemeProvider mode="light">
        <RealtimeProvider client={c}>
          <Tenant />
          <Profiler
            id="feed"
            onRender={(_id, _phase, actualDuration) => renderCommitsMs.push(actualDuration)}
          >
            <LiveFeed maxEventsInFeed={maxEventsInFeed} />
          </Profiler>
        </RealtimeProvider>
      </HygieneThemeProvider>
    </StrictMode>
  );
}

createRoot(document.getElementById('root')!).render(<App />);

const names = ['HandSense', 'MotorRun', 'PowerOn', 'BatteryChanged', 'MotorStuck', 'ChangeTime'];
let sequence = 0;

/** One hub message: mostly device events, some Bluetooth and Transaction, 1 % malformed. */
function pushOne(): void {
  sequence += 1;
  const timestamp = new Date().toISOString();
  const deviceId = `SN-${sequence % 500}`;
  if (sequence % 100 === 0) {
    connection.emit('ReceiveDeviceEvent', { deviceId, timestamp: 'not a time' });
  } else if (sequence % 10 === 1) {
    connection.emit('ReceiveBluetoothEvent', {
      deviceId,
      address: 'C4:7C:8D:6A:12:F0',
      rssi: -50 - (sequence % 40),
      timestamp,
    });
  } else if (sequence % 10 === 2) {
    connection.emit('ReceiveTransactionEvent', {
      deviceId,
      userGroupId: sequence % 7,
      shiftTypeId: 1,
      sectionId: 'S-1',
      timestamp,
    });
  } else {
    const name = names[sequence % names.length]!;
    connection.emit('ReceiveDeviceEvent', {
      deviceId,
      eventType: sequence % 3 === 0 ? 'State' : name,
      event: name,
      // Distinct timestamps per message so deduplication does not hide the load.
      timestamp: new Date(Date.now() + (sequence % 1000) / 1000).toISOString(),
    });
  }
}

window.runLiveFeedBench = ({ durationMs, eventsPerSecond }) =>
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

    const publishesBefore = storePublishes;
    renderCommitsMs = [];
    const producerBatchesMs: number[] = [];
    const start = performance.now();
    let sent = 0;
    // A 10 ms producer that catches up with the wall clock, so the rate holds even when a
    // timer fires late.
    const producer = setInterval(() => {
      const elapsed = performance.now() - start;
      const due = Math.min(
        Math.floor((Math.min(elapsed, durationMs) * eventsPerSecond) / 1000),
        (durationMs * eventsPerSecond) / 1000,
      );
      const batchStart = performance.now();
      while (sent < due) {
        pushOne();
        sent += 1;
      }
      producerBatchesMs.push(performance.now() - batchStart);
      if (elapsed >= durationMs) {
        clearInterval(producer);
        // One more frame so the last batch is on screen, then stop measuring.
        requestAnimationFrame(() => {
          measuring = false;
          observer.disconnect();
          resolve({
            eventsSent: sent,
            storePublishes: storePublishes - publishesBefore,
            frames: frameDeltasMs.length,
            frameDeltasMs,
            longTasksMs,
            rowsShown: document.querySelectorAll('li').length,
            producerBatchesMs,
            renderCommitsMs,
          });
        });
      }
    }, 10);
  });
