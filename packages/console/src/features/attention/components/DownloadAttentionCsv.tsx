import type { AttentionItem, QueryOf } from '@hygiene/api-client';
import { Banner, Button } from '@hygiene/ui';
import { useMutation } from '@tanstack/react-query';

import { ATTENTION_EXPORT_MAX_PAGES, ATTENTION_EXPORT_PAGE_SIZE } from '../../../constants';
import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { datedCsvName } from '../../../lib/csv';
import { downloadFile } from '../../../lib/download';
import { attention as text } from '../../../messages/attention';
import { attentionCsv } from '../attentionCsv';

/**
 * 'Download as CSV': the whole worklist under the current filters (not just the page shown), read
 * page by page from the platform, for those who print a route.
 */
export function DownloadAttentionCsv({ filter }: { filter: QueryOf<'listAttention'> }) {
  const { api, tenant } = useConsoleApi();
  const download = useMutation({
    mutationFn: async () => {
      const items: AttentionItem[] = [];
      for (let page = 1; page <= ATTENTION_EXPORT_MAX_PAGES; page += 1) {
        const result = await unwrap(
          api.listAttention(tenant, { ...filter, page, pageSize: ATTENTION_EXPORT_PAGE_SIZE }),
        );
        items.push(...result.items);
        if (result.nextPage === null) break;
      }
      downloadFile(
        datedCsvName(text.csvName, new Date()),
        new Blob([attentionCsv(items)], { type: 'text/csv;charset=utf-8' }),
      );
    },
  });
  return (
    <>
      <Button onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? text.downloading : text.download}
      </Button>
      {download.isError && <Banner tone="error">{text.downloadError}</Banner>}
    </>
  );
}
