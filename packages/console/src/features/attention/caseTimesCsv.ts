import type { CaseWeek } from '@hygiene/api-client';

import { csvText } from '../../lib/csv';

/** The columns' headings and the words for a premise-less row, in the person's language. */
export interface CaseTimesCsvWords {
  week: string;
  premise: string;
  opened: string;
  acknowledged: string;
  resolved: string;
  medianAcknowledge: string;
  medianResolve: string;
  notPlaced: string;
}

/**
 * The time to act as CSV (issue 50): one row per premise and week, newest week first, the medians
 * in minutes with a decimal point (what spreadsheets in every locale read as a number) and empty
 * where nothing was acknowledged or resolved. Cells are made formula-safe by `csvText`: premise
 * names are what people typed.
 */
export function caseTimesCsv(rows: readonly CaseWeek[], words: CaseTimesCsvWords): string {
  const number = (value: number | null) => (value === null ? '' : String(value));
  return csvText([
    [
      words.week,
      words.premise,
      words.opened,
      words.acknowledged,
      words.resolved,
      words.medianAcknowledge,
      words.medianResolve,
    ],
    ...rows.map((row) => [
      row.weekStart,
      row.premise?.name ?? words.notPlaced,
      String(row.opened),
      String(row.acknowledged),
      String(row.resolved),
      number(row.medianMinutesToAcknowledge),
      number(row.medianMinutesToResolve),
    ]),
  ]);
}
