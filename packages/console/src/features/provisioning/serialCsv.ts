import { csvText, datedCsvName } from '../../lib/csv';

/** Spec §3: the CSV export's one column. */
const PROVISION_CSV_COLUMN = 'serial_number';

/** Spec §3: one column `serial_number`, one row per serial; CRLF after every row. */
export function serialNumbersCsv(serialNumbers: readonly string[]): string {
  return csvText([[PROVISION_CSV_COLUMN], ...serialNumbers.map((serial) => [serial])]);
}

/** Spec §3: `provision_serial_numbers_{YYYYMMDD}.csv`, the date of the person's own day. */
export function serialNumbersCsvName(now: Date): string {
  return datedCsvName('provision_serial_numbers', now);
}
