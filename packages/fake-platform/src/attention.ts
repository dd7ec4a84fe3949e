/**
 * The attention worklist (an extension of the contract, issue 29): which devices of a tenant need
 * someone now, and why. The rules are pure functions of what a device last reported (its
 * `health`, kept as events arrive), its battery level, the tenant's thresholds and the clock; the
 * worklist of a tenant is built from them once per state change and answered from that index,
 * so a page of a 100,000-device fleet is a slice, not a scan.
 *
 * The area's entry for its routes (`routes/attention.ts`) and its tests, one module per part:
 * - `deviceHealth.ts`: what a device said, folded as its events arrive (`healthAfter`);
 * - `attentionRules.ts`: the rule per reason and the thresholds (`findingsOf`, `thresholdsOf`);
 * - `attentionWorklist.ts`: the tenant's index, its order, filter and items;
 * - `attentionSummary.ts`: the counts read off that index.
 */
export { NO_HEALTH, healthAfter } from './deviceHealth';
export type { HealthEvent } from './deviceHealth';
export { findingsOf, severityOfFindings, thresholdsOf } from './attentionRules';
export { attentionIndex, attentionItem, matchesFilter } from './attentionWorklist';
export { attentionSummary } from './attentionSummary';
