import type { AttentionFinding } from '@hygiene/api-client';

import { attention as text } from '../messages/attention';

/**
 * A finding in words: 'Empty', 'Battery low (15 %)'. Shared: the worklist, its CSV and the device
 * page say a device's problems in the same words.
 */
export function findingText(finding: AttentionFinding): string {
  const reason = text.reasons[finding.reason];
  return typeof finding.batteryLevel === 'number'
    ? text.reasonWithLevel(reason, Math.round(finding.batteryLevel))
    : reason;
}
