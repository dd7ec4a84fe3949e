/**
 * The visual review: every story's picture against its reference (docs/DEVELOPING.md, "Pictures").
 * The pictures are taken in the story tests' own run (`storyPictures.ts`); this sums that run up
 * and accepts its pictures.
 *
 *   ./dev visual                    run the story tests (taking the pictures), then sum up
 *   ./dev visual --all              the same, every picture drawn whatever its inputs
 *   ./dev visual [--all] files      only these story files (paths or parts of them)
 *   ./dev visual --summary          sum up the last run (`./dev test visual` does this)
 *   ./dev visual --accept [ids]     make the last run's pictures of these stories (all that
 *                                   changed, are new or lost their story, without ids) the
 *                                   references, and record the inputs of every picture it drew
 *
 * The summary fails when a picture changed, a story has no reference, a reference has no story,
 * or a story failed (so it has no picture).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import {
  needsReview,
  PICTURE_FOLDERS,
  REPORT_FILE,
  REVIEW_DIR,
  type PictureResult,
  type VisualReport,
} from '../../.storybook/visual-review/report.ts';
import { smallPng } from './compare.ts';
import { readRecord, REFERENCES_DIR, referenceOf, writeRecord } from './record.ts';

const reportFile = join(REVIEW_DIR, REPORT_FILE);
const reviewPicture = (folder: keyof typeof PICTURE_FOLDERS, key: string) =>
  join(REVIEW_DIR, PICTURE_FOLDERS[folder], `${key}.png`);

function readReport(): VisualReport | undefined {
  if (!existsSync(reportFile)) return undefined;
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as VisualReport;
  return report.version === 2 ? report : undefined;
}

function summarise(): number {
  const report = readReport();
  if (!report) {
    console.error(`No pictures were taken: run the story tests (./dev test stories) first.`);
    return 1;
  }
  const count = (status: PictureResult['status']) =>
    report.pictures.filter((picture) => picture.status === status);
  const [kept, same, changed, added, failed] = [
    count('kept'),
    count('same'),
    count('changed'),
    count('new'),
    count('failed'),
  ];
  const stale = Object.keys(report.staleInputs).length;
  console.log(
    `visual: ${report.pictures.length} pictures (${report.browser}): ` +
      `${kept.length} kept (inputs unchanged), ${same.length} drawn and the same, ` +
      `${changed.length} changed, ${added.length} new, ${failed.length} failed, ` +
      `${report.orphans.length} references without a story` +
      (report.retakeAll ? ' (--all: every picture drawn)' : ''),
  );
  if (stale > 0) {
    console.log(
      `  ${stale} drawn for new inputs came out the same: ./dev visual --accept records their inputs, so the next run keeps them`,
    );
  }
  if (report.restless.length > 0) {
    console.log(
      `  ${report.restless.length} pages never stopped changing; taken after the longest wait: ${report.restless.join(', ')}`,
    );
  }
  for (const picture of changed) {
    if (picture.status !== 'changed') continue;
    const size = picture.sizeChanged ? ', size changed' : '';
    console.log(
      `  changed  ${picture.key}  (${picture.diffPixels} pixels${size}; diff: ${reviewPicture('diff', picture.key)})`,
    );
  }
  for (const picture of added) console.log(`  new      ${picture.key}`);
  for (const picture of failed) {
    if (picture.status === 'failed') console.log(`  failed   ${picture.key}: ${picture.error}`);
  }
  for (const key of report.orphans) console.log(`  no story ${key}`);
  const toReview = report.pictures.filter(needsReview).length + report.orphans.length;
  if (toReview > 0) {
    console.log(
      `Review them in the static Storybook's "Visual review" (./dev build-storybook, then storybook-static/visual-review/index.html on any static server),` +
        ` then accept with: ./dev visual --accept [story ids]`,
    );
  }
  return toReview + failed.length > 0 ? 1 : 0;
}

async function accept(ids: string[]): Promise<number> {
  const report = readReport();
  if (!report) {
    console.error(`No visual run to accept from: run ./dev visual (or ./dev test stories) first.`);
    return 1;
  }
  const wanted = new Set(ids);
  const chosen = (key: string) => wanted.size === 0 || wanted.has(key);
  const known = new Set([...report.pictures.map((picture) => picture.key), ...report.orphans]);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    console.error(`Not in the last visual run: ${unknown.join(', ')}`);
    return 1;
  }
  mkdirSync(REFERENCES_DIR, { recursive: true });
  const previous = readRecord();
  // Inputs recorded with another browser say nothing about this one's pictures.
  const record =
    previous.browser === report.browser ? previous : { browser: report.browser, pictures: {} };
  let written = 0;
  for (const picture of report.pictures.filter(needsReview)) {
    if (!chosen(picture.key)) continue;
    // Kept as the smallest lossless PNG: a run writes the browser's own, quickly.
    writeFileSync(
      referenceOf(picture.key),
      await smallPng(readFileSync(reviewPicture('actual', picture.key))),
    );
    record.pictures[picture.key] = picture.inputs;
    console.log(`  accepted ${picture.key}`);
    written++;
  }
  // A picture drawn for new inputs that came out the same confirms its reference for them.
  let confirmed = 0;
  for (const [key, inputs] of Object.entries(report.staleInputs)) {
    if (!chosen(key)) continue;
    record.pictures[key] = inputs;
    confirmed++;
  }
  let removed = 0;
  for (const key of report.orphans) {
    if (!chosen(key)) continue;
    rmSync(referenceOf(key), { force: true });
    delete record.pictures[key];
    console.log(`  removed  ${key}`);
    removed++;
  }
  writeRecord(record);
  console.log(
    `visual: ${written} references written, ${removed} removed, ${confirmed} confirmed for new inputs, in ${REFERENCES_DIR}/`,
  );
  return 0;
}

/** Runs the story tests, which take the pictures, then sums up. */
function runStories(all: boolean, files: string[]): number {
  const tests = spawnSync(
    'pnpm',
    ['exec', 'vitest', 'run', '--project=storybook', '--reporter=dot', ...files],
    { stdio: 'inherit', env: { ...process.env, ...(all ? { VISUAL_ALL: '1' } : {}) } },
  );
  const summary = summarise();
  return tests.status === 0 ? summary : 1;
}

const { values, positionals } = parseArgs({
  options: {
    accept: { type: 'boolean' },
    summary: { type: 'boolean' },
    all: { type: 'boolean' },
  },
  allowPositionals: true,
});
process.exitCode = values.accept
  ? await accept(positionals)
  : values.summary
    ? summarise()
    : runStories(values.all ?? false, positionals);
