/**
 * The pictures' comparisons in a worker thread (`compareWorker.ts`), so the story tests' main
 * thread (Vite, and every browser worker's commands) never waits on pixelmatch.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

export type ComparerRequest =
  | { id: number; kind: 'compare'; reference: Uint8Array; actual: Uint8Array }
  | { id: number; kind: 'small'; png: Uint8Array };

export type ComparerAnswer = { id: number } & (
  | { status: 'same' }
  /** `diff` and `actual` as small PNGs, ready to be written for review. */
  | {
      status: 'changed';
      diffPixels: number;
      sizeChanged: boolean;
      diff: Uint8Array;
      actual: Uint8Array;
    }
  | { status: 'small'; png: Uint8Array }
  | { status: 'error'; message: string }
);

type Comparison = Extract<ComparerAnswer, { status: 'same' | 'changed' }>;
/** A request before it is numbered (each member of the union without its `id`). */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** Starts the worker on first use; `close` ends it (the run's end). */
export function createComparer(visualDir: string) {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, (answer: ComparerAnswer) => void>();
  const ask = (request: WithoutId<ComparerRequest>): Promise<ComparerAnswer> => {
    if (!worker) {
      worker = new Worker(join(visualDir, 'compareWorker.ts'));
      worker.on('message', (answer: ComparerAnswer) => {
        waiting.get(answer.id)?.(answer);
        waiting.delete(answer.id);
      });
      // A worker that dies fails what waits on it, not the run.
      worker.on('error', (error) => {
        for (const [id, done] of waiting) done({ id, status: 'error', message: String(error) });
        waiting.clear();
        worker = undefined;
      });
      worker.unref();
    }
    const id = nextId++;
    return new Promise((done) => {
      waiting.set(id, done);
      worker!.postMessage({ ...request, id });
    });
  };
  const unwrap = <T extends ComparerAnswer>(answer: ComparerAnswer): T => {
    if (answer.status === 'error') throw new Error(`Comparing pictures failed: ${answer.message}`);
    return answer as T;
  };
  return {
    /** The picture against its reference, within the tolerance (`compare.ts`). */
    compare: async (reference: Buffer, actual: Buffer): Promise<Comparison> =>
      unwrap<Comparison>(await ask({ kind: 'compare', reference, actual })),
    /** The picture as the smallest lossless PNG. */
    small: async (png: Buffer): Promise<Buffer> =>
      Buffer.from(
        unwrap<Extract<ComparerAnswer, { status: 'small' }>>(await ask({ kind: 'small', png })).png,
      ),
    close: async () => {
      await worker?.terminate();
      worker = undefined;
    },
  };
}
