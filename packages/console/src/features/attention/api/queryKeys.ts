import type { QueryOf } from '@hygiene/api-client';

import { sharedKeys } from '../../../data/queryKeys';

/**
 * Every query key of the attention worklist. The list and its counts sit under the shared
 * attention root (itself under the devices root): a device write, a threshold change or a live
 * event that matters refreshes them together.
 */
export const attentionKeys = {
  all: (tenant: string) => sharedKeys.attention(tenant),
  list: (tenant: string, query: QueryOf<'listAttention'>) =>
    [...attentionKeys.all(tenant), 'list', query] as const,
};
