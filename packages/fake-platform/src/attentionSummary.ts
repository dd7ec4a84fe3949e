/** The attention worklist's counts (`/tenants/{tenant}/attention/summary`), read off its index. */
import { ATTENTION_REASONS } from '@hygiene/api-client';
import type { AttentionCount, AttentionReason, AttentionSummary } from '@hygiene/api-client';

import type { AttentionIndex } from './attentionWorklist';

/** The worklist's counts: in all, by severity, by reason and under each location. */
export function attentionSummary(index: AttentionIndex): AttentionSummary {
  const reasons = new Map<AttentionReason, number>(ATTENTION_REASONS.map((r) => [r, 0]));
  const under = {
    sections: new Map<string, AttentionCount>(),
    premises: new Map<string, AttentionCount>(),
    floors: new Map<string, AttentionCount>(),
  };
  const count = (
    map: Map<string, AttentionCount>,
    location: { id: string; name: string } | undefined,
    critical: boolean,
  ) => {
    if (location === undefined) return;
    const { id, name } = location;
    const entry = map.get(id) ?? { id, name, total: 0, critical: 0 };
    entry.total += 1;
    if (critical) entry.critical += 1;
    map.set(id, entry);
  };
  let critical = 0;
  for (const entry of index.entries) {
    const isCritical = entry.severity === 'critical';
    if (isCritical) critical += 1;
    for (const finding of entry.findings) {
      reasons.set(finding.reason, (reasons.get(finding.reason) ?? 0) + 1);
    }
    count(under.sections, entry.placement.section, isCritical);
    count(under.premises, entry.placement.premise, isCritical);
    count(under.floors, entry.placement.floor, isCritical);
  }
  return {
    total: index.entries.length,
    critical,
    reasons: [...reasons].map(([reason, total]) => ({ reason, total })),
    sections: [...under.sections.values()],
    premises: [...under.premises.values()],
    floors: [...under.floors.values()],
  };
}
