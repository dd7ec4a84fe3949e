/**
 * Compares pictures off the story tests' main thread (`comparer.ts` starts it): pixelmatch runs
 * in JavaScript, and a tall page's comparison would otherwise stop Vite and every browser
 * worker's commands for the seconds it takes.
 */
import { parentPort } from 'node:worker_threads';

import { compare } from './compare.ts';
import type { ComparerRequest, ComparerAnswer } from './comparer.ts';

parentPort!.on('message', async (request: ComparerRequest) => {
  let answer: ComparerAnswer;
  try {
    const comparison = await compare(Buffer.from(request.reference), Buffer.from(request.actual));
    answer =
      comparison.status === 'same'
        ? { id: request.id, status: 'same' }
        : {
            id: request.id,
            status: 'changed',
            diffPixels: comparison.diffPixels,
            sizeChanged: comparison.sizeChanged,
            diff: comparison.diff,
          };
  } catch (error) {
    answer = { id: request.id, status: 'error', message: String(error) };
  }
  parentPort!.postMessage(answer);
});
