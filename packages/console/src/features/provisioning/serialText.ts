/**
 * Spec §2 'Copy to clipboard': the serials joined with comma and space. Apart from the CSV
 * writer (`serialCsv.ts`), which loads only when 'Download as CSV' is pressed.
 */
export function serialNumbersText(serialNumbers: readonly string[]): string {
  return serialNumbers.join(', ');
}
