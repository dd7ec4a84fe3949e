/**
 * The sandbox's dispenser panel: `POST /sandbox/dispensers/{tenant}/{deviceId}/events` makes one
 * simulated dispenser send an event now, as pressing a button on a real one would (a refill, an
 * empty container, a stuck motor, a battery reading). It is how an end-to-end test or a person
 * trying the console makes the live feed and the attention worklist move on purpose, besides
 * the simulator's random events. Not part of the platform's contract: a sandbox tool.
 *
 * It acts for a user like the API does: the same caller check (`identifyCaller`: a bearer token
 * of this provider, the path's tenant within the user's reach) and the roles table's `events`
 * write (sending device events: administrators only). It takes JSON only, so a page on another
 * origin cannot send it without a CORS preflight, which it never answers, and small bodies.
 */
import { EVENT_TYPES, isPermitted, rolesAllowed, type DeviceEvent } from '@hygiene/api-client';
import { Hono } from 'hono';
import * as v from 'valibot';

import { identifyCaller, type CallerEnv } from './caller.ts';
import { MAX_FORM_BODY_BYTES } from './constants.ts';
import type { Verified } from './identity/tokens.ts';
import { limitBody } from './limits.ts';
import { messages } from './messages.ts';
import type { Platform } from './platform/port.ts';
import { problemResponse } from './problem.ts';

export const DISPENSER_PANEL_PATH = '/sandbox/dispensers';

const PanelEvent = v.object({
  eventType: v.picklist(EVENT_TYPES),
  event: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  battery: v.optional(v.object({ level: v.pipe(v.number(), v.minValue(0), v.maxValue(100)) })),
});

/**
 * Sending device events: an area of the roles table no call of the contract writes (the
 * administrators'); moving the sandbox's clock asks for it too.
 */
export const SENDS_EVENTS = { area: 'events', access: 'write' } as const;

export interface DispenserPanelOptions {
  platform: Platform;
  verifyAccessToken: (token: string) => Promise<Verified>;
  /** Pushes a recorded event to the tenant's hub group. */
  publish: (tenant: string, event: DeviceEvent) => void;
  /** The sandbox's clock (moved by `POST /sandbox/clock`); the real one by default. */
  now?: () => Date;
}

export function dispenserPanelRoutes({
  platform,
  verifyAccessToken,
  publish,
  now: clock = () => new Date(),
}: DispenserPanelOptions): Hono<CallerEnv> {
  const app = new Hono<CallerEnv>();
  app.use(
    '/:tenant/*',
    identifyCaller(verifyAccessToken, (c) => [c.req.param('tenant') ?? '']),
  );
  app.use('*', limitBody(MAX_FORM_BODY_BYTES));
  app.post('/:tenant/:deviceId/events', async (c) => {
    if (!isPermitted(c.get('roles'), SENDS_EVENTS)) {
      return problemResponse(
        403,
        messages.problems.forbidden,
        messages.panel.roleMissing(rolesAllowed(SENDS_EVENTS)),
      );
    }
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
      return problemResponse(415, messages.problems.badRequest, messages.panel.jsonOnly);
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return problemResponse(400, messages.problems.badRequest, messages.problems.malformedJson);
    }
    const parsed = v.safeParse(PanelEvent, body);
    if (!parsed.success) {
      return problemResponse(400, messages.problems.badRequest, messages.panel.badEvent);
    }
    const tenant = c.req.param('tenant');
    const now = clock().toISOString();
    let recorded: DeviceEvent;
    try {
      recorded = platform.recordEvent(tenant, {
        deviceId: c.req.param('deviceId'),
        eventType: parsed.output.eventType,
        ...(parsed.output.event ? { event: parsed.output.event } : {}),
        ...(parsed.output.battery ? { battery: parsed.output.battery } : {}),
        timestamp: now,
        receivedOnServer: now,
        source: 'broadcaster',
      });
    } catch {
      return problemResponse(404, messages.problems.notFound, messages.panel.noDevice(tenant));
    }
    publish(tenant, recorded);
    return c.json(recorded, 201);
  });
  return app;
}
