import type { AttentionItem } from '@hygiene/api-client';

import { csvText } from '../../lib/csv';
import { formatDateTime } from '../../lib/formatDate';
import { attention as text } from '../../messages/attention';
import { attentionCsvFormat } from '../../messages/attentionActions';
import { findingText } from '../../lib/findingText';

/**
 * The worklist as CSV, for those who print a route: one row per device in the list's order, its
 * reasons joined, 'since' the worst reason's time. Every cell goes through the formula-safe
 * writer (a room named '=cmd' stays text).
 */
export function attentionCsv(
  items: readonly AttentionItem[],
  { timeZone }: { timeZone?: string } = {},
): string {
  const rows = items.map((item) => {
    const since = item.findings[0]?.since;
    return [
      item.serialNumber,
      text.severity[item.severity],
      item.findings.map(findingText).join('; '),
      since ? formatDateTime(since, { timeZone }) : '',
      item.section?.name ?? '',
      item.premise?.name ?? '',
      item.floor?.name ?? '',
      item.room?.name ?? '',
    ];
  });
  return csvText([[...attentionCsvFormat.columns], ...rows]);
}
