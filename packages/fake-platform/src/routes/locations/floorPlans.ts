import type { Ctx, PlatformApp } from '../../context';
import { own, tick } from '../../context';
import { messages } from '../../messages';
import type { FloorPlanRecord } from '../../model';
import { conflict, notFound } from '../../problem';
import { bodies, quotas, readJson } from '../../validation';
import { requireVersion, tagged, versions } from '../../versions';

/** The floor plan of a floor or a room: read (its version as `ETag`), created and saved. */
export function floorPlanRoutes(app: PlatformApp) {
  for (const target of ['floor', 'room'] as const) {
    const base = target === 'floor' ? '/floors/:id/floor-plans' : '/rooms/:id/floor-plans';
    const find = (c: Ctx) => {
      const scope = c.var.scope;
      const map = target === 'floor' ? scope.index.floors : scope.index.rooms;
      const owner = own<{ id: string; tenant: string }>(
        scope,
        target,
        map,
        c.req.param('id') ?? '',
      );
      const plan = scope.state.floorPlans.find(
        (p) => p.target === target && p.targetId === owner.id,
      );
      return { scope, owner, plan };
    };
    app.get(base, (c) => {
      const { owner, plan } = find(c);
      if (!plan) throw notFound(messages.notFound(`floor plan of ${target}`, owner.id));
      const version = versions.floorPlan(plan.map);
      tagged(c, version);
      return c.json({ map: structuredClone(plan.map), version });
    });
    app.post(base, async (c) => {
      const { scope, owner, plan } = find(c);
      const body = await readJson(c.req.raw, bodies.createFloorFloorPlan);
      quotas.floorPlanEntries(body.map.length);
      if (plan) throw conflict(messages.floorPlanExists);
      const record: FloorPlanRecord = {
        target,
        targetId: owner.id,
        tenant: scope.tenant.identifier,
        map: body.map,
      };
      scope.state.floorPlans.push(record);
      tick(scope.core);
      return c.body(null, 204);
    });
    app.put(base, async (c) => {
      const { scope, owner, plan } = find(c);
      const body = await readJson(c.req.raw, bodies.updateFloorFloorPlan);
      quotas.floorPlanEntries(body.map.length);
      if (!plan) throw notFound(messages.notFound(`floor plan of ${target}`, owner.id));
      // A save on the version it edits: one saved meanwhile is kept, and the caller is told.
      requireVersion(c, versions.floorPlan(plan.map), 'floor plan');
      plan.map = body.map;
      tick(scope.core);
      return c.body(null, 204);
    });
  }
}
