/**
 * The visual review: every story's picture against its reference (docs/DEVELOPING.md, "Pictures").
 *
 *   ./dev visual                    build Storybook, picture every story, compare (./dev test visual)
 *   ./dev visual --no-build         the same on the Storybook already in storybook-static/
 *   ./dev visual [--no-build] ids   only the stories whose ids begin with one of these (`ui-button`)
 *   ./dev visual --accept [ids]     make the last run's pictures of these stories (all that
 *                                   changed, are new or lost their story, without ids) the references
 *
 * A run writes report.json and the reference, actual and diff pictures of what changed into
 * storybook-static/visual-review/, where the review page of the static Storybook reads them.
 * It fails when a picture changed, a story has no reference, a reference has no story, or a
 * story did not finish.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import {
  needsReview,
  PICTURE_FOLDERS,
  REPORT_FILE,
  REVIEW_DIR,
  storyIdOf,
  type PictureResult,
  type VisualReport,
} from '../../.storybook/visual-review/report.ts';
import { openCamera, type Shot } from './capture.ts';
import { compare, smallPng, TOLERANCE, type Pixels } from './compare.ts';
import { picturesOf, storiesOf, type Picture } from './pictures.ts';

const STORYBOOK_DIR = 'storybook-static';
/** The reference pictures, one `<key>.png` per picture, kept in the repository. */
const REFERENCES_DIR = join('visual', 'references');
/**
 * Pages drawing at once. A story spends most of its time waiting (its play function's typing
 * and timers, the page settling), so two cores keep four pages busy: 157 s for every story
 * against 184 s with three; six gained 4 s more and drew a loading screen unlike its reference.
 */
const WORKERS = 4;

const referenceOf = (key: string) => join(REFERENCES_DIR, `${key}.png`);

/**
 * The hash of each reference as the browser wrote it (its pixels are the reference's), by the
 * browser that wrote them: a picture with the same hash is the same without being decoded. A
 * stale or missing hash only costs a pixel comparison.
 */
interface ReferenceHashes {
  browser: string;
  pictures: Record<string, string>;
}
const HASHES_FILE = join(REFERENCES_DIR, 'hashes.json');
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function readHashes(): ReferenceHashes {
  if (!existsSync(HASHES_FILE)) return { browser: '', pictures: {} };
  return JSON.parse(readFileSync(HASHES_FILE, 'utf8')) as ReferenceHashes;
}
const reviewPicture = (folder: keyof typeof PICTURE_FOLDERS, key: string) =>
  join(REVIEW_DIR, PICTURE_FOLDERS[folder], `${key}.png`);

async function check(build: boolean, only: string[]): Promise<number> {
  const started = Date.now();
  if (build) {
    const built = spawnSync('pnpm', ['run', 'build-storybook'], { stdio: 'inherit' });
    if (built.status !== 0) return 1;
  }
  for (const folder of Object.values(PICTURE_FOLDERS)) {
    rmSync(join(REVIEW_DIR, folder), { recursive: true, force: true });
    mkdirSync(join(REVIEW_DIR, folder), { recursive: true });
  }
  rmSync(join(REVIEW_DIR, REPORT_FILE), { force: true });

  // A run over some stories (ids or their beginnings) says nothing of the references of others.
  const stories = storiesOf(STORYBOOK_DIR).filter(
    (story) => only.length === 0 || only.some((prefix) => story.id.startsWith(prefix)),
  );
  const camera = await openCamera(STORYBOOK_DIR);
  const hashes = readHashes();
  const knownHash = (key: string) =>
    hashes.browser === camera.browserVersion ? hashes.pictures[key] : undefined;
  const results = new Map<string, PictureResult>();
  const restless = new Set<string>();
  // Pictures with the very bytes of their reference: the others that are the same are so within
  // the tolerance. Two runs in a row should differ in none.
  const identical = new Set<string>();
  // What the pictures written for review weigh, compressed and as the browser wrote them.
  const weight = { written: 0, browser: 0 };
  /** `picture`: the PNG the browser wrote, or its pixels where they are decoded already. */
  const writeActual = async (key: string, png: Buffer, picture: Buffer | Pixels = png) => {
    const small = await smallPng(picture);
    writeFileSync(reviewPicture('actual', key), small);
    weight.written += small.length;
    weight.browser += png.length;
  };
  let pictures: Picture[];
  try {
    pictures = picturesOf(stories, await camera.phonesOf(stories));
    const judge = async (picture: Picture, shot: Shot) => {
      const base = {
        key: picture.key,
        storyId: picture.id,
        title: picture.title,
        name: picture.name,
        variant: picture.variant,
      };
      if (shot.status === 'failed') {
        results.set(picture.key, { ...base, status: 'failed', error: shot.error });
        return;
      }
      if (shot.restless) restless.add(picture.key);
      const same = () => {
        results.set(picture.key, { ...base, status: 'same' });
        // A retake that matches leaves nothing of the first take for review.
        for (const folder of ['reference', 'actual', 'diff'] as const) {
          rmSync(reviewPicture(folder, picture.key), { force: true });
        }
      };
      const hash = sha256(shot.png);
      const reference = existsSync(referenceOf(picture.key))
        ? readFileSync(referenceOf(picture.key))
        : undefined;
      if (!reference) {
        await writeActual(picture.key, shot.png);
        results.set(picture.key, { ...base, status: 'new', hash });
        return;
      }
      if (hash === knownHash(picture.key)) {
        identical.add(picture.key);
        return same();
      }
      const comparison = await compare(reference, shot.png);
      if (comparison.status === 'same') return same();
      writeFileSync(reviewPicture('reference', picture.key), reference);
      await writeActual(picture.key, shot.png, comparison.actual);
      writeFileSync(reviewPicture('diff', picture.key), comparison.diff);
      results.set(picture.key, {
        ...base,
        status: 'changed',
        diffPixels: comparison.diffPixels,
        sizeChanged: comparison.sizeChanged,
        hash,
      });
    };
    await camera.take(pictures, WORKERS, judge);
    // A picture that differs, or whose story failed, is taken once more, alone: a story whose
    // page was still changing when a busy machine took it is not a change. Only what differs or
    // fails twice is reported (the story tests run every play function once more, strictly).
    const retake = pictures.filter((picture) =>
      ['changed', 'failed'].includes(results.get(picture.key)?.status ?? ''),
    );
    if (retake.length > 0) await camera.take(retake, 1, judge);
  } finally {
    await camera.close();
  }

  const keys = new Set(pictures.map((picture) => picture.key));
  const orphans =
    only.length > 0
      ? []
      : existsSync(REFERENCES_DIR)
        ? readdirSync(REFERENCES_DIR)
            .filter((file) => file.endsWith('.png'))
            .map((file) => file.slice(0, -'.png'.length))
            .filter((key) => !keys.has(key))
        : [];
  const report: VisualReport = {
    version: 1,
    createdAt: new Date().toISOString(),
    browser: camera.browserVersion,
    tolerance: TOLERANCE,
    // In the sidebar's order, whatever order the workers finished in.
    pictures: pictures.map((picture) => results.get(picture.key)!),
    orphans,
  };
  writeFileSync(join(REVIEW_DIR, REPORT_FILE), `${JSON.stringify(report, null, 2)}\n`);
  return summarise(report, [...restless], identical.size, weight, Date.now() - started);
}

function summarise(
  report: VisualReport,
  restless: string[],
  identical: number,
  weight: { written: number; browser: number },
  ms: number,
): number {
  const count = (status: PictureResult['status']) =>
    report.pictures.filter((picture) => picture.status === status);
  const [same, changed, added, failed] = [
    count('same'),
    count('changed'),
    count('new'),
    count('failed'),
  ];
  console.log(
    `visual: ${report.pictures.length} pictures of ${new Set(report.pictures.map((p) => p.storyId)).size} stories in ${(ms / 1000).toFixed(1)} s (${report.browser}): ` +
      `${same.length} same (${identical} byte for byte), ${changed.length} changed, ${added.length} new, ${failed.length} failed, ${report.orphans.length} references without a story`,
  );
  if (weight.written > 0) {
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
    console.log(
      `  pictures written for review: ${mb(weight.written)} (as the browser wrote them: ${mb(weight.browser)}, ${(weight.browser / weight.written).toFixed(1)} times more)`,
    );
  }
  if (restless.length > 0) {
    console.log(
      `  ${restless.length} pages never stopped changing; taken after the longest wait: ${restless.join(', ')}`,
    );
  }
  for (const picture of changed) {
    const size = picture.status === 'changed' && picture.sizeChanged ? ', size changed' : '';
    const pixels = picture.status === 'changed' ? picture.diffPixels : 0;
    console.log(
      `  changed  ${picture.key}  (${pixels} pixels${size}; diff: ${reviewPicture('diff', picture.key)})`,
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
      `Review them on ${REVIEW_DIR}/index.html (served by any static server, or the hosted Storybook's "Visual review"),` +
        ` then accept with: ./dev visual --accept [story ids]`,
    );
  }
  return toReview + failed.length > 0 ? 1 : 0;
}

function accept(ids: string[]): number {
  const reportFile = join(REVIEW_DIR, REPORT_FILE);
  if (!existsSync(reportFile)) {
    console.error(`No visual run to accept from: run ./dev visual (or ./dev test visual) first.`);
    return 1;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as VisualReport;
  const wanted = new Set(ids);
  const chosen = (storyId: string, key: string) =>
    wanted.size === 0 || wanted.has(storyId) || wanted.has(key);
  const known = new Set([
    ...report.pictures.flatMap((picture) => [picture.storyId, picture.key]),
    ...report.orphans,
  ]);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    console.error(`Not in the last visual run: ${unknown.join(', ')}`);
    return 1;
  }
  mkdirSync(REFERENCES_DIR, { recursive: true });
  const previous = readHashes();
  // Hashes of another browser say nothing about this one's pictures.
  const hashes: ReferenceHashes =
    previous.browser === report.browser ? previous : { browser: report.browser, pictures: {} };
  let written = 0;
  for (const picture of report.pictures.filter(needsReview)) {
    if (!chosen(picture.storyId, picture.key)) continue;
    writeFileSync(referenceOf(picture.key), readFileSync(reviewPicture('actual', picture.key)));
    hashes.pictures[picture.key] = picture.hash;
    console.log(`  accepted ${picture.key}`);
    written++;
  }
  let removed = 0;
  for (const key of report.orphans) {
    if (!chosen(storyIdOf(key), key)) continue;
    rmSync(referenceOf(key), { force: true });
    delete hashes.pictures[key];
    console.log(`  removed  ${key}`);
    removed++;
  }
  const sorted = Object.fromEntries(
    Object.entries(hashes.pictures).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(HASHES_FILE, `${JSON.stringify({ ...hashes, pictures: sorted }, null, 2)}\n`);
  console.log(`visual: ${written} references written, ${removed} removed, in ${REFERENCES_DIR}/`);
  return 0;
}

const { values, positionals } = parseArgs({
  options: { accept: { type: 'boolean' }, 'no-build': { type: 'boolean' } },
  allowPositionals: true,
});
process.exitCode = values.accept
  ? accept(positionals)
  : await check(!values['no-build'], positionals);
