/**
 * The pictures' comparisons in a worker thread (`compareWorker.ts`), so the story tests' main
 * thread (Vite, and every browser worker's commands) never waits on pixelmatch.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

export interface ComparerRequest {
  id: number;
  reference: Uint8Array;
  actual: Uint8Array;
}

export type ComparerAnswer = { id: number } & (
  | { status: 'same' }
  /** `diff` as a PNG, ready to be written for review. */
  | { status: 'changed'; diffPixels: number; sizeChanged: boolean; diff: Uint8Array }
  | { status: 'error'; message: string }
);

type Comparison = Extract<ComparerAnswer, { status: 'same' | 'changed' }>;

/** Starts the worker on first use; `close` ends it (the run's end). */
export function createComparer(visualDir: string) {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, (answer: ComparerAnswer) => void>();
  const ask = (request: Omit<ComparerRequest, 'id'>): Promise<ComparerAnswer> => {
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
  return {
    /** The picture against its reference, within the tolerance (`compare.ts`). */
    compare: async (reference: Buffer, actual: Buffer): Promise<Comparison> => {
      const answer = await ask({ reference, actual });
      if (answer.status === 'error')
        throw new Error(`Comparing pictures failed: ${answer.message}`);
      return answer;
    },
    close: async () => {
      await worker?.terminate();
      worker = undefined;
    },
  };
}
