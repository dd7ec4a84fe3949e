import type { AttentionItem } from '@hygiene/api-client';
import { useQuery } from '@tanstack/react-query';

import { ATTENTION_EXPORT_PAGE_SIZE, ATTENTION_REFRESH_MS } from '../../../constants';
import { unwrap } from '../../../data/apiQuery';
import { sharedKeys } from '../../../data/queryKeys';
import { useConsoleApi } from '../../../data/useConsoleApi';

/**
 * What the worklist says of one floor's devices: `checking` until it first answers, `unknown`
 * when it cannot (the plan still shows every device's live status), else each device that needs
 * attention by id. A later refresh that fails keeps the last answer.
 */
export type FloorAttention =
  | { status: 'checking' }
  | { status: 'unknown' }
  | { status: 'known'; items: ReadonlyMap<string, AttentionItem> };

/**
 * The devices of one floor that need attention: the floor plan marks them by severity.
 * Under the shared attention root, so whatever changes the worklist refreshes it too; here, as
 * only the floor plan asks (the worklist's first screen does not carry it). One
 * request for the floor (a floor holds far fewer than a page of 1,000 devices).
 */
export function useFloorAttention(floorId: string | undefined): FloorAttention {
  const { api, tenant } = useConsoleApi();
  const query = { 'floor-id': floorId ?? '', pageSize: ATTENTION_EXPORT_PAGE_SIZE };
  const items = useQuery({
    queryKey: [...sharedKeys.attention(tenant), 'floor', query] as const,
    queryFn: ({ signal }) => unwrap(api.listAttention(tenant, query, { signal })),
    enabled: floorId !== undefined,
    refetchInterval: ATTENTION_REFRESH_MS,
    select: itemsByDevice,
  });
  if (items.data) return { status: 'known', items: items.data };
  return items.isError || floorId === undefined ? UNKNOWN : CHECKING;
}

const CHECKING: FloorAttention = { status: 'checking' };
const UNKNOWN: FloorAttention = { status: 'unknown' };

function itemsByDevice(page: { items: AttentionItem[] }): ReadonlyMap<string, AttentionItem> {
  return new Map(page.items.map((item) => [item.deviceId, item]));
}
