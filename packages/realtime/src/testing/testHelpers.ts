import type { FrameScheduler, RealtimeLogger } from '../scheduler';

/** A scheduler the test advances frame by frame. */
export function manualScheduler() {
  const queue = new Set<() => void>();
  const schedule: FrameScheduler = (callback) => {
    queue.add(callback);
    return () => queue.delete(callback);
  };
  return {
    schedule,
    get pendingFrames() {
      return queue.size;
    },
    frame() {
      const callbacks = [...queue];
      queue.clear();
      callbacks.forEach((callback) => callback());
    },
  };
}

/** A logger that records instead of printing. */
export function recordingLogger() {
  const entries: { level: 'warn' | 'error'; message: string; details: unknown[] }[] = [];
  const logger: RealtimeLogger = {
    warn: (message, ...details) => entries.push({ level: 'warn', message, details }),
    error: (message, ...details) => entries.push({ level: 'error', message, details }),
  };
  return { logger, entries };
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let sequence = 0;

/** A device event as the hub sends it. */
export function deviceEvent(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    deviceId: `dev-${sequence}`,
    eventType: 'HandSense',
    event: 'HandSense',
    timestamp: new Date(Date.UTC(2026, 10, 22, 8, 0, 0) + sequence * 1000).toISOString(),
    receivedOnServer: new Date(Date.UTC(2026, 10, 22, 8, 0, 1) + sequence * 1000).toISOString(),
    ...overrides,
  };
}
