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

/** Rows of cells as CSV: every cell made safe by `csvCell`, CRLF after every row. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',') + CRLF).join('');
}

/** `{prefix}_{YYYYMMDD}.csv`, the date of the person's own day. */
export function datedCsvName(prefix: string, now: Date): string {
  const yyyy = String(now.getFullYear()).padStart(4, '0');
  const mm = String(now.getMonth() + 1).padStart(2, '0');
  const dd = String(now.getDate()).padStart(2, '0');
  return `${prefix}_${yyyy}${mm}${dd}.csv`;
}
