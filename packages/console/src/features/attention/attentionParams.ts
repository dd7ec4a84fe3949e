import { PAGING, type AttentionReason, type QueryOf } from '@hygiene/api-client';

import { ATTENTION_PAGE_SIZE } from '../../constants';

/** The reasons a person filters by, grouped as they act on them (refill, batteries, visit, repair). */
export const REASON_GROUPS = {
  fluid: ['empty', 'lowFluid'],
  battery: ['criticalBattery', 'lowBattery'],
  offline: ['offline'],
  motor: ['motorStuck'],
} as const satisfies Record<string, readonly AttentionReason[]>;

export type ReasonGroup = keyof typeof REASON_GROUPS;

/** What the worklist shows: its filters and page, all from the address (a link shows the same). */
export interface AttentionParams {
  reason: ReasonGroup | null;
  sectionId: string | null;
  premiseId: string | null;
  page: number;
}

const isReasonGroup = (value: string | null): value is ReasonGroup =>
  value !== null && Object.hasOwn(REASON_GROUPS, value);

/** Reads the worklist's state from the address; anything malformed falls back to the default. */
export function readAttentionParams(search: URLSearchParams): AttentionParams {
  const reason = search.get('reason');
  const page = Number(search.get('page'));
  return {
    reason: isReasonGroup(reason) ? reason : null,
    sectionId: search.get('section') || null,
    premiseId: search.get('premise') || null,
    page: Number.isSafeInteger(page) && page >= PAGING.firstPage ? page : PAGING.firstPage,
  };
}

/** The address for `params`: defaults are left out, so the plain list has a plain address. */
export function writeAttentionParams(params: AttentionParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.reason) search.set('reason', params.reason);
  if (params.sectionId) search.set('section', params.sectionId);
  if (params.premiseId) search.set('premise', params.premiseId);
  if (params.page !== PAGING.firstPage) search.set('page', String(params.page));
  return search;
}

/** A filter change starts again at the first page. */
export function withAttentionFilter(
  params: AttentionParams,
  change: Partial<Omit<AttentionParams, 'page'>>,
): AttentionParams {
  return { ...params, ...change, page: PAGING.firstPage };
}

/** The request for `params` (without page and size, for the CSV export that reads every page). */
export function attentionFilterQuery(params: AttentionParams): QueryOf<'listAttention'> {
  return {
    ...(params.reason ? { reason: [...REASON_GROUPS[params.reason]] } : {}),
    ...(params.sectionId ? { 'section-id': params.sectionId } : {}),
    ...(params.premiseId ? { 'premise-id': params.premiseId } : {}),
  };
}

/** The request of the page `params` shows. */
export function attentionPageQuery(params: AttentionParams): QueryOf<'listAttention'> {
  return { ...attentionFilterQuery(params), page: params.page, pageSize: ATTENTION_PAGE_SIZE };
}

/** Whether any filter narrows the list (the empty state says so). */
export function isFiltered(params: AttentionParams): boolean {
  return params.reason !== null || params.sectionId !== null || params.premiseId !== null;
}
