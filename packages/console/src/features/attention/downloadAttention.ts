import type { ApiClient, AttentionItem, QueryOf } from '@hygiene/api-client';

import { ATTENTION_EXPORT_MAX_PAGES, ATTENTION_EXPORT_PAGE_SIZE } from '../../constants';
import { unwrap } from '../../data/apiQuery';
import { datedCsvName } from '../../lib/csv';
import { downloadFile } from '../../lib/download';
import { attentionCsvFormat } from '../../messages/attentionActions';
import { attentionCsv } from './attentionCsv';

/**
 * The whole worklist under `filter` (not just the page shown), read page by page from the
 * platform and saved as `needs_attention_{YYYYMMDD}.csv`, with a byte-order mark so spreadsheets
 * read the Norwegian letters of place names as UTF-8. Loads when 'Download as CSV' is pressed.
 * Answers how many rows it wrote and whether the list went on beyond the export's limit. A
 * device that changes place in the list while the pages are read may appear twice or not at all;
 * it is a snapshot for a printed route, not a record.
 */
export async function downloadAttention(
  api: ApiClient,
  tenant: string,
  filter: QueryOf<'listAttention'>,
): Promise<{ rows: number; truncated: boolean }> {
  const items: AttentionItem[] = [];
  let truncated = false;
  for (let page = 1; ; page += 1) {
    const result = await unwrap(
      api.listAttention(tenant, { ...filter, page, pageSize: ATTENTION_EXPORT_PAGE_SIZE }),
    );
    items.push(...result.items);
    if (result.nextPage === null) break;
    if (page === ATTENTION_EXPORT_MAX_PAGES) {
      truncated = true;
      break;
    }
  }
  downloadFile(
    datedCsvName(attentionCsvFormat.name, new Date()),
    new Blob([UTF8_BOM, attentionCsv(items)], { type: 'text/csv;charset=utf-8' }),
  );
  return { rows: items.length, truncated };
}

/** Tells a spreadsheet the file is UTF-8 (Excel reads a CSV without it in the system's code page). */
const UTF8_BOM = '\uFEFF';
