/**
 * The sandbox's clock: the real time plus an offset that `POST /sandbox/clock` moves forward, so
 * a test (or a person trying notifications) sees half an hour pass in a second: the notifier's
 * group wait, its repeats and escalations, a dispenser gone quiet. The platform, the simulated
 * dispensers and the dispenser panel all read it. The offset is kept in the store, so a restart
 * does not send the clock back (the platform's clock never runs backwards, and would stand still
 * until the real time caught up); `--reset` starts again from the real time.
 *
 * A test and developer tool, not part of the platform's contract. It acts for a user as the
 * dispenser panel does: a bearer token of this provider, the roles table's `events` write (the
 * administrators'), JSON only (a page on another origin cannot send it without a CORS preflight,
 * which it never answers) and small bodies.
 */
import { isPermitted, rolesAllowed } from '@hygiene/api-client';
import { Hono } from 'hono';
import * as v from 'valibot';

import { identifyCaller, type CallerEnv } from './caller.ts';
import { MAX_CLOCK_ADVANCE_MINUTES, MAX_FORM_BODY_BYTES } from './constants.ts';
import { SENDS_EVENTS } from './dispenserPanel.ts';
import type { Verified } from './identity/tokens.ts';
import { limitBody } from './limits.ts';
import { messages } from './messages.ts';
import type { PlatformStorage } from './platform/port.ts';
import { problemResponse } from './problem.ts';

export const CLOCK_PATH = '/sandbox/clock';

/** The document the offset is kept under (emptied by `--reset`, as the platform's data is). */
export const CLOCK_DOCUMENT = 'sandbox/clock';

const MINUTE_MS = 60_000;

const StoredClock = v.object({ offsetMs: v.pipe(v.number(), v.integer(), v.minValue(0)) });

export class SandboxClock {
  readonly #storage: PlatformStorage;
  #offsetMs = 0;

  constructor(storage: PlatformStorage) {
    this.#storage = storage;
    const saved = storage.read(CLOCK_DOCUMENT);
    if (saved === undefined) return;
    const parsed = v.safeParse(StoredClock, saved);
    if (parsed.success) this.#offsetMs = parsed.output.offsetMs;
    else storage.unreadable(CLOCK_DOCUMENT, 'not a clock offset');
  }

  /** The sandbox's time now. */
  readonly now = (): Date => new Date(Date.now() + this.#offsetMs);

  /** How far ahead of the real time the clock runs (ms). */
  get offsetMs(): number {
    return this.#offsetMs;
  }

  /** Moves the clock `minutes` forward, for good. */
  forward(minutes: number): void {
    this.#offsetMs += minutes * MINUTE_MS;
    this.#storage.write(CLOCK_DOCUMENT, { offsetMs: this.#offsetMs });
  }
}

const ClockBody = v.object({
  advanceMinutes: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1),
    v.maxValue(MAX_CLOCK_ADVANCE_MINUTES),
  ),
});

export interface ClockRoutesOptions {
  clock: SandboxClock;
  verifyAccessToken: (token: string) => Promise<Verified>;
  /** One round of time on the platform now; answers how many messages went. */
  advance: () => number;
  /** Resolves once the messages sent so far are delivered (or given up). */
  delivered: () => Promise<void>;
}

/**
 * `POST /sandbox/clock` with `{ "advanceMinutes": n }` (1 to 1440): n minutes pass at once, then
 * one round of time on the platform; answers `{ now, messages }` once those messages are
 * delivered (the inbox and the stand-in push service have them).
 */
export function clockRoutes({
  clock,
  verifyAccessToken,
  advance,
  delivered,
}: ClockRoutesOptions): Hono<CallerEnv> {
  const app = new Hono<CallerEnv>();
  // No tenant in the path: any signed-in user is identified, the role decides.
  app.use(
    '*',
    identifyCaller(verifyAccessToken, () => []),
  );
  app.use('*', limitBody(MAX_FORM_BODY_BYTES));
  app.post('/', async (c) => {
    if (!isPermitted(c.get('roles'), SENDS_EVENTS)) {
      return problemResponse(
        403,
        messages.problems.forbidden,
        messages.clock.roleMissing(rolesAllowed(SENDS_EVENTS)),
      );
    }
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
      return problemResponse(415, messages.problems.badRequest, messages.clock.jsonOnly);
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return problemResponse(400, messages.problems.badRequest, messages.problems.malformedJson);
    }
    const parsed = v.safeParse(ClockBody, body);
    if (!parsed.success) {
      return problemResponse(
        400,
        messages.problems.badRequest,
        messages.clock.badBody(MAX_CLOCK_ADVANCE_MINUTES),
      );
    }
    clock.forward(parsed.output.advanceMinutes);
    const sent = advance();
    await delivered();
    return c.json({ now: clock.now().toISOString(), messages: sent });
  });
  return app;
}
