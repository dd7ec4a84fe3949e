import type { InstallationCreate } from '@hygiene/api-client';

import type { ListedRoom } from '../../components/pickers/roomPremises';

/** What 'Plan installation' asks: the device, its tenant and day; its room and installer if known. */
export interface PlanValues {
  /** As typed or scanned: any case, spaces around it. */
  serialNumber: string;
  tenantIdentifier: string;
  /** The room it is planned for, of that tenant, as the picker listed it; null while not known. */
  room: ListedRoom | null;
  /** `YYYY-MM-DD` from the date field, or '' before one is chosen. */
  plannedFor: string;
  /** A user's id, or '' for 'not decided yet'. */
  installer: string;
}

/** A part the plan still lacks, in the form's order. */
export type PlanGap = 'serialNumber' | 'tenant' | 'day';

export const EMPTY_PLAN: PlanValues = {
  serialNumber: '',
  tenantIdentifier: '',
  room: null,
  plannedFor: '',
  installer: '',
};

/** Today in the browser's own time zone, as a date field writes it (`YYYY-MM-DD`). */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A day before `today`: nobody plans an installation for yesterday. ISO days sort as text. */
export const isPastDay = (day: string, today: string): boolean => day !== '' && day < today;

/** Serials are printed in capitals; a phone's keyboard types them in lower case. */
export const serialOf = (typed: string): string => typed.trim().toUpperCase();

/** What the plan lacks before it can be sent; empty when it is complete. */
export function planGaps(values: PlanValues, today: string): PlanGap[] {
  const gaps: PlanGap[] = [];
  if (serialOf(values.serialNumber) === '') gaps.push('serialNumber');
  if (values.tenantIdentifier === '') gaps.push('tenant');
  if (values.plannedFor === '' || isPastDay(values.plannedFor, today)) gaps.push('day');
  return gaps;
}

/** The request body: the spec's serial and tenant, and the extensions only when chosen. */
export function planBody(values: PlanValues): InstallationCreate {
  return {
    serialnumber: serialOf(values.serialNumber),
    tenantIdentifier: values.tenantIdentifier,
    plannedFor: values.plannedFor,
    ...(values.room ? { roomId: values.room.id } : {}),
    ...(values.installer ? { installer: values.installer } : {}),
  };
}

/**
 * '03.12.2026': a planned day as the console writes dates (spec §9's Norwegian locale). An ISO day
 * names no time, so it is read and written in UTC: the same day in every time zone. Kept here, not
 * in `lib/formatDate`, which every first screen loads.
 */
export function formatPlannedDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dayFormat(locale).format(date);
}

/** One formatter per locale: creating one is the costly part, and every card of a list asks. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(locale: string): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format;
}
