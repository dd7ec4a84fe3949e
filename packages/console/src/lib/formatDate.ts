import { DATE_TIME_LOCALE, SHORT_DATE_LOCALE } from '../constants';

/**
 * The one place dates become text (spec §9): combined time and date in the Norwegian locale,
 * short month and day otherwise. Intl is built into every browser, so this costs no bundle
 * bytes; the formatters are cached because creating one is the expensive part.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** Accepts what the API sends (ISO strings) as well as dates and epoch milliseconds. */
export type DateInput = string | number | Date;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface FormatOptions {
  /** IANA time zone; defaults to the browser's. Tests pin it. */
  timeZone?: string;
}

/** '22.11.2026, 09:53:12': combined date and time, Norwegian locale. Empty for a bad date. */
export function formatDateTime(value: DateInput, { timeZone }: FormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return formatter(DATE_TIME_LOCALE, {
    dateStyle: 'short',
    timeStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** '22 Nov': short month and day. Empty for a bad date. */
export function formatShortDate(value: DateInput, { timeZone }: FormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return formatter(SHORT_DATE_LOCALE, {
    day: 'numeric',
    month: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
