/**
 * The sandbox's dispenser panel: `POST /sandbox/dispensers/{tenant}/{deviceId}/events` makes one
 * simulated dispenser send an event now, as pressing a button on a real one would (a refill, an
 * empty container, a stuck motor, a battery reading). It is how an end-to-end test or a person
 * trying the console makes the live feed and the attention worklist move on purpose, besides
 * the simulator's random events. Not part of the platform's contract: a sandbox tool.
 *
 * The sandbox listens on loopback only and checks the Host header; this route takes JSON only,
 * so a page on another origin cannot send it without a CORS preflight, which it never answers.
 */
import { EVENT_TYPES, type DeviceEvent } from '@hygiene/api-client';
import { Hono } from 'hono';
import * as v from 'valibot';

import { messages } from './messages.ts';
import type { Platform } from './platform/port.ts';
import { problemResponse } from './problem.ts';

export const DISPENSER_PANEL_PATH = '/sandbox/dispensers';

const PanelEvent = v.object({
  eventType: v.picklist(EVENT_TYPES),
  event: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  battery: v.optional(v.object({ level: v.pipe(v.number(), v.minValue(0), v.maxValue(100)) })),
});

export interface DispenserPanelOptions {
  platform: Platform;
  /** Pushes a recorded event to the tenant's hub group. */
  publish: (tenant: string, event: DeviceEvent) => void;
}

export function dispenserPanelRoutes({ platform, publish }: DispenserPanelOptions): Hono {
  const app = new Hono();
  app.post('/:tenant/:deviceId/events', async (c) => {
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
    const now = new Date().toISOString();
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
