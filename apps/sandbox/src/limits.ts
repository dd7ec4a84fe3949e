/**
 * Body size limits, answered alike everywhere (the API, the hub, the dispenser panel): a body over
 * its limit gets a 413 problem that names the limit.
 */
import { bodyLimit } from 'hono/body-limit';

import { messages } from './messages.ts';
import { problemResponse } from './problem.ts';

/**
 * The 413 answer to a body over `maxBytes`. It says `connection: close`: the rest of the body is
 * never read, so the connection cannot carry another request, and a client that kept it in its
 * pool (undici, a browser) would send its next request into a closed socket ('other side closed').
 */
export const tooLarge = (maxBytes: number): Response =>
  problemResponse(413, messages.problems.tooLarge, messages.problems.bodyLimit(maxBytes), {
    connection: 'close',
  });

/**
 * Middleware that refuses a body over `maxBytes` before any handler reads it. The API holds a
 * JSON body to its smaller limit once it has read it (`MAX_JSON_BODY_BYTES`): refusing it
 * part-read closes a connection the client may already be sending its next request on.
 */
export const limitBody = (maxBytes: number) =>
  bodyLimit({ maxSize: maxBytes, onError: () => tooLarge(maxBytes) });
