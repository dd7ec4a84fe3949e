import type { UserSession } from '@hygiene/api-client';

import { SESSION_DATE_HEADER_DAYS } from '../../constants';

const DAY_MS = 86_400_000;

/** A maintenance session as the list shows it: spec §3 adds dayCreated and index on the client. */
export interface ListedSession extends UserSession {
  /** The local calendar day it was created, 'YYYY-MM-DD' ('' when `created` is unreadable). */
  dayCreated: string;
  /** Its place in the list, from 0. */
  index: number;
  /** Whether a date header goes above it. */
  showDateHeader: boolean;
}

/** The local calendar day of an epoch time, 'YYYY-MM-DD'. */
export function localDay(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Adds dayCreated and index to a page of sessions (newest first) and decides the date headers:
 * the first session and every session on a new day get one, and a session older than 7 days
 * always gets one (spec §9), even under another of its own day.
 */
export function withDateHeaders(sessions: readonly UserSession[], now: number): ListedSession[] {
  return sessions.map((session, index) => {
    const created = Date.parse(session.created);
    const dayCreated = Number.isFinite(created) ? localDay(created) : '';
    const previous = index > 0 ? sessions[index - 1] : undefined;
    const previousCreated = previous ? Date.parse(previous.created) : NaN;
    const previousDay = Number.isFinite(previousCreated) ? localDay(previousCreated) : '';
    const old = Number.isFinite(created) && now - created >= SESSION_DATE_HEADER_DAYS * DAY_MS;
    return {
      ...session,
      dayCreated,
      index,
      showDateHeader: index === 0 || old || dayCreated !== previousDay,
    };
  });
}

/** The header's words: 'Today', 'Yesterday', or the date given by `formatDate`. */
export function dateHeaderLabel(
  dayCreated: string,
  now: number,
  labels: { today: string; yesterday: string; unknown: string },
  formatDate: (day: string) => string,
): string {
  if (!dayCreated) return labels.unknown;
  if (dayCreated === localDay(now)) return labels.today;
  if (dayCreated === localDay(now - DAY_MS)) return labels.yesterday;
  return formatDate(dayCreated);
}
