import type { ApiClient, AttentionItem, QueryOf } from '@hygiene/api-client';

import { ATTENTION_EXPORT_MAX_PAGES, ATTENTION_EXPORT_PAGE_SIZE } from '../../constants';
import { unwrap } from '../../data/apiQuery';
import { datedCsvName } from '../../lib/csv';
import { downloadFile } from '../../lib/download';
import { attentionActions } from '../../messages/attentionActions';
import { attentionCsv } from './attentionCsv';

/**
 * The whole worklist under `filter` (not just the page shown), read page by page from the
 * platform and saved as `needs_attention_{YYYYMMDD}.csv`. Loads when 'Download as CSV' is pressed.
 */
export async function downloadAttention(
  api: ApiClient,
  tenant: string,
  filter: QueryOf<'listAttention'>,
): Promise<void> {
  const items: AttentionItem[] = [];
  for (let page = 1; page <= ATTENTION_EXPORT_MAX_PAGES; page += 1) {
    const result = await unwrap(
      api.listAttention(tenant, { ...filter, page, pageSize: ATTENTION_EXPORT_PAGE_SIZE }),
    );
    items.push(...result.items);
    if (result.nextPage === null) break;
  }
  downloadFile(
    datedCsvName(attentionActions.csvName, new Date()),
    new Blob([attentionCsv(items)], { type: 'text/csv;charset=utf-8' }),
  );
}
