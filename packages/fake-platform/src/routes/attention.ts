import { ATTENTION_REASONS } from '@hygiene/api-client';

import {
  attentionIndex,
  attentionItem,
  attentionSummary,
  matchesFilter,
  thresholdsOf,
} from '../attention';
import { openCases } from '../cases';
import type { PlatformApp } from '../context';
import { pathTenant, tick } from '../context';
import { messages } from '../messages';
import { BadRequest } from '../problem';
import { Query, paged } from '../query';
import { bodies, readJson } from '../validation';
import { requireVersion, tagged, versions } from '../versions';

/**
 * The attention worklist, its counts and the tenant's thresholds (extensions of the contract,
 * issue 29). A customer tenant reads its own; the service tenant any tenant's.
 */
export function attentionRoutes(app: PlatformApp) {
  app.get('/tenants/:tenant/attention', (c) => {
    const scope = c.var.scope;
    const tenant = pathTenant(scope, c.req.param('tenant'));
    const query = new Query(c.req.url);
    const filter = {
      reasons: query.oneOfEach('reason', ATTENTION_REASONS),
      sectionId: query.string('section-id') || undefined,
      premiseId: query.string('premise-id') || undefined,
      floorId: query.string('floor-id') || undefined,
      deviceId: query.string('device-id') || undefined,
    };
    const paging = query.paging();
    const index = attentionIndex(scope.core, tenant, scope.index);
    const unfiltered =
      filter.reasons.length === 0 &&
      !filter.sectionId &&
      !filter.premiseId &&
      !filter.floorId &&
      !filter.deviceId;
    const entries = unfiltered
      ? index.entries
      : index.entries.filter((entry) => matchesFilter(entry, filter));
    const open = openCases(scope.state);
    return c.json(
      paged(entries, paging, (entry) =>
        attentionItem(entry, [...(open.get(entry.device.id)?.values() ?? [])], scope.index),
      ),
    );
  });

  app.get('/tenants/:tenant/attention/summary', (c) => {
    const scope = c.var.scope;
    const tenant = pathTenant(scope, c.req.param('tenant'));
    return c.json(attentionSummary(attentionIndex(scope.core, tenant, scope.index)));
  });

  app.get('/tenants/:tenant/attention/thresholds', (c) => {
    const scope = c.var.scope;
    const tenant = pathTenant(scope, c.req.param('tenant'));
    const thresholds = thresholdsOf(tenant);
    const version = versions.thresholds(thresholds);
    tagged(c, version);
    return c.json({ ...thresholds, version });
  });

  app.put('/tenants/:tenant/attention/thresholds', async (c) => {
    const tenant = pathTenant(c.var.scope, c.req.param('tenant'));
    const body = await readJson(c.req.raw, bodies.updateAttentionThresholds);
    requireVersion(c, versions.thresholds(thresholdsOf(tenant)), 'thresholds');
    if (body.criticalBatteryPercent >= body.lowBatteryPercent) {
      throw BadRequest.field(
        'criticalBatteryPercent',
        messages.criticalBatteryNotBelowLow(body.lowBatteryPercent),
      );
    }
    tenant.attentionThresholds = {
      lowBatteryPercent: body.lowBatteryPercent,
      criticalBatteryPercent: body.criticalBatteryPercent,
      offlineAfterMinutes: body.offlineAfterMinutes,
    };
    tick(c.var.scope.core);
    return c.json({
      ...tenant.attentionThresholds,
      version: versions.thresholds(tenant.attentionThresholds),
    });
  });
}
