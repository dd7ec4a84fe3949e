/** Spec §3: the CSV export's one column. */
const PROVISION_CSV_COLUMN = 'serial_number';

/** RFC 4180 line ending: what spreadsheets expect, whatever the platform. */
const CRLF = '\r\n';

/** A cell starting with one of these is read as a formula by spreadsheets (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell, safe to open in a spreadsheet: a value that could start a formula gets a leading
 * apostrophe (OWASP's advice; spreadsheets show it as text), and a value with a comma, quote or
 * line break is quoted with its quotes doubled.
 */
export function csvCell(value: string): string {
  const defused = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

/** Spec §3: one column `serial_number`, one row per serial; CRLF after every row. */
export function serialNumbersCsv(serialNumbers: readonly string[]): string {
  return [PROVISION_CSV_COLUMN, ...serialNumbers.map(csvCell)].map((row) => row + CRLF).join('');
}

/** Spec §3: `provision_serial_numbers_{YYYYMMDD}.csv`, the date of the person's own day. */
export function serialNumbersCsvName(now: Date): string {
  const yyyy = String(now.getFullYear()).padStart(4, '0');
  const mm = String(now.getMonth() + 1).padStart(2, '0');
  const dd = String(now.getDate()).padStart(2, '0');
  return `provision_serial_numbers_${yyyy}${mm}${dd}.csv`;
}

/** Spec §2 'Copy to clipboard': the serials joined with comma and space. */
export function serialNumbersText(serialNumbers: readonly string[]): string {
  return serialNumbers.join(', ');
}
