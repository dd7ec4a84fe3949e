/**
 * Runs `callback` once, soon; returns a function that cancels it. The store batches updates
 * through one of these so a burst of hub messages costs React one render per frame.
 */
export type FrameScheduler = (callback: () => void) => () => void;

/**
 * Once per animation frame in a browser; a 16 ms timer elsewhere (Node, workers). Hidden tabs get
 * no frames: the store keeps merging events meanwhile and only publishes when a frame comes, so
 * memory stays bounded by the feed size.
 */
export const animationFrameScheduler: FrameScheduler = (callback) => {
  if (typeof requestAnimationFrame === 'function') {
    const handle = requestAnimationFrame(() => callback());
    return () => cancelAnimationFrame(handle);
  }
  const handle = setTimeout(callback, 16);
  return () => clearTimeout(handle);
};

/**
 * Where the realtime package reports problems it only logs (a failed group join or leave,
 * spec §8). Defaults to `console`.
 */
export interface RealtimeLogger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export const consoleLogger: RealtimeLogger = {
  warn: (message, ...details) => console.warn(message, ...details),
  error: (message, ...details) => console.error(message, ...details),
};
