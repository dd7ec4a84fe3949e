/** A row of the table of writes: one valid request, made with the real api-client. */
import type { ApiClient } from '@hygiene/api-client';

import type { Fixtures } from './fixtures.ts';

export interface Row {
  /** The tenant of the valid request: demo, or the service tenant for maintenance (spec §6). */
  tenant?: 'service';
  call: (api: ApiClient, f: Fixtures) => Promise<unknown>;
}
