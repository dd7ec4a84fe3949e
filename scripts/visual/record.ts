/**
 * What is kept beside the references in the repository: `visual/references/<key>.png`, and
 * `inputs.json`, the hash of what drew each reference (`inputs.ts`) with the browser that drew
 * them. A picture whose inputs equal its record is kept without drawing it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The reference pictures, one `<key>.png` per picture. */
export const REFERENCES_DIR = join('visual', 'references');
export const INPUTS_FILE = join(REFERENCES_DIR, 'inputs.json');

export const referenceOf = (key: string) => join(REFERENCES_DIR, `${key}.png`);

export interface PictureRecord {
  /** The browser that drew the references: another one draws every picture again. */
  browser: string;
  /** Picture key → the hash of its inputs when its reference was drawn or confirmed. */
  pictures: Record<string, string>;
}

export function readRecord(): PictureRecord {
  if (!existsSync(INPUTS_FILE)) return { browser: '', pictures: {} };
  return JSON.parse(readFileSync(INPUTS_FILE, 'utf8')) as PictureRecord;
}

/** Writes the record sorted by key, so a change to it reads as a short diff. */
export function writeRecord(record: PictureRecord) {
  const pictures = Object.fromEntries(
    Object.entries(record.pictures).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(INPUTS_FILE, `${JSON.stringify({ ...record, pictures }, null, 2)}\n`);
}
