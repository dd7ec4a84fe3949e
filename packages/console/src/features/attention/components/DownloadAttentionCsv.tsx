import type { QueryOf } from '@hygiene/api-client';
import { Button, Muted } from '@hygiene/ui';
import { useMutation } from '@tanstack/react-query';

import { useConsoleApi } from '../../../data/useConsoleApi';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { attention as text } from '../../../messages/attention';

/** 'Download as CSV': the whole worklist under the current filters, for those who print a route. */
export function DownloadAttentionCsv({ filter }: { filter: QueryOf<'listAttention'> }) {
  const { api, tenant } = useConsoleApi();
  const download = useMutation({
    mutationFn: async () =>
      (await import('../downloadAttention')).downloadAttention(api, tenant, filter),
  });
  // One export at a time, however fast the second click.
  const start = useSubmitOnce(() => download.mutateAsync());
  return (
    <>
      <Button onClick={() => void start()} disabled={download.isPending}>
        {download.isPending ? text.downloading : text.download}
      </Button>
      {download.isError && <Muted role="alert">{text.downloadError}</Muted>}
      {download.data?.truncated && (
        <Muted role="status">{text.downloadTruncated(download.data.rows)}</Muted>
      )}
    </>
  );
}
