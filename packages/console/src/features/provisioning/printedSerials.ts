import { PROVISIONING_LIMITS, SERIAL_NUMBER_MAX_LENGTH } from '@hygiene/api-client';

import { printedSerials as text } from '../../messages/printedSerials';

/** What the list of printed serials holds, judged before anything is sent. */
export type PrintedSerialsCheck =
  | { status: 'empty' }
  /** The first problem, said at the field: the person fixes one line at a time. */
  | { status: 'invalid'; error: string }
  | { status: 'valid'; serialNumbers: string[] };

/** The column our own CSV export writes (spec §3), so a sheet exported once reads back in. */
const SERIAL_COLUMN = 'serial_number';

/**
 * The serials of a pasted list, a scanner's lines or a CSV file, in capitals as labels print them:
 * split at line ends, commas, semicolons and spaces, quotes dropped, a CSV's header skipped.
 * A CSV with several columns gives its `serial_number` column, else its first.
 */
export function readSerials(list: string): string[] {
  const rows = list.split(/\r\n|\r|\n/).filter((row) => row.trim() !== '');
  const cellsOf = (row: string) =>
    row.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"|"$/g, ''));
  const header = rows[0] ? cellsOf(rows[0]).map((cell) => cell.toLowerCase()) : [];
  const column = header.indexOf(SERIAL_COLUMN);
  if (column >= 0 && header.length > 1) {
    return rows.slice(1).flatMap((row) => {
      const cell = cellsOf(row)[column]?.toUpperCase();
      return cell ? [cell] : [];
    });
  }
  const serials = rows
    .flatMap((row) => row.split(/[\s,;]+/))
    .map((cell) => cell.replace(/^"|"$/g, ''));
  return serials
    .filter((cell) => cell !== '' && cell.toLowerCase() !== SERIAL_COLUMN)
    .map((cell) => cell.toUpperCase());
}

/**
 * The list as the platform will take it (the contract's `serialNumbers`): every entry a serial
 * number, of the chosen model (its prefix and a hyphen), each once, at most 100.
 */
export function checkPrintedSerials(list: string, prefix: string | null): PrintedSerialsCheck {
  const serialNumbers = readSerials(list);
  if (serialNumbers.length === 0) return { status: 'empty' };
  if (serialNumbers.length > PROVISIONING_LIMITS.max) {
    return { status: 'invalid', error: text.tooMany(PROVISIONING_LIMITS.max) };
  }
  const seen = new Set<string>();
  for (const serial of serialNumbers) {
    // The contract's character pattern is the platform's to check (it answers 400): importing it
    // here would put it in every first screen's shared chunk, where the limits live.
    if (serial.length > SERIAL_NUMBER_MAX_LENGTH) {
      return { status: 'invalid', error: text.tooLong(serial, SERIAL_NUMBER_MAX_LENGTH) };
    }
    if (prefix && !serial.startsWith(`${prefix.toUpperCase()}-`)) {
      return { status: 'invalid', error: text.otherModel(serial, prefix.toUpperCase()) };
    }
    if (seen.has(serial)) return { status: 'invalid', error: text.twice(serial) };
    seen.add(serial);
  }
  return { status: 'valid', serialNumbers };
}
