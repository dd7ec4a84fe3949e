/**
 * Pictures of the stories, taken in the story tests' own run (docs/DEVELOPING.md, "Pictures"):
 * when a story's test has passed, `.storybook/pictures/takePicture.ts` asks for its picture
 * through the browser commands below, and the page it left is drawn. A picture whose inputs
 * (`inputs.ts`) are those recorded beside its reference is kept without drawing it.
 *
 * At the end of the run `report.json` and the reference, actual and diff pictures of what
 * changed are written to `REVIEW_DIR`, which the visual step (`main.ts`) sums up and the review
 * page of the static Storybook shows.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { Frame, Page } from 'playwright';
import { loadCsf } from 'storybook/internal/csf-tools';
import { parseAst, type Plugin, type ViteDevServer } from 'vite';
import type { BrowserCommand } from 'vitest/node';

import {
  PICTURE_FOLDERS,
  REPORT_FILE,
  REVIEW_DIR,
  type PictureResult,
  type VisualReport,
} from '../../.storybook/visual-review/report.ts';
// The window sizes alone: the kit's entry brings Storybook's browser code, not for Node.
// eslint-disable-next-line no-restricted-imports -- a subpath the kit exports for this one reader
import { DESKTOP_HEIGHT, DESKTOP_WIDTH } from '@hygiene/story-kit/windowSizes';
import { shoot } from './capture.ts';
import { TOLERANCE } from './compare.ts';
import { createComparer } from './comparer.ts';
import { reach, shapeOf, type ModuleGraph, type ModuleShape } from '../build/moduleReach.ts';
import { fileHasher, hashOf } from './inputs.ts';
import { pictureOf, type WindowSize } from './pictures.ts';
import { readRecord, REFERENCES_DIR, referenceOf, type PictureRecord } from './record.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** The window of a story that is not shown on a phone (the story tests' default viewport). */
const DESKTOP: WindowSize = { width: DESKTOP_WIDTH, height: DESKTOP_HEIGHT };

/** Every picture is drawn again, whatever its inputs (`./dev test visual --all`). */
const RETAKE_ALL = process.env['VISUAL_ALL'] === '1';

/**
 * Files every picture depends on beyond the preview's imports: the lockfile, how Storybook's
 * Vite resolves modules, how Chromium is started, and the camera.
 */
const SHARED_FILES = [
  'pnpm-lock.yaml',
  '.storybook/main.ts',
  'scripts/chromium.ts',
  'scripts/visual/capture.ts',
  'scripts/visual/compare.ts',
  'scripts/visual/pictures.ts',
  'scripts/visual/storyPictures.ts',
  'scripts/visual/inputs.ts',
  'scripts/build/moduleReach.ts',
].map((file) => join(ROOT, file));
/** Where the walk of the preview's inputs starts: what every story is drawn in. */
const PREVIEW_ROOTS = ['.storybook/preview.tsx', '.storybook/pictures/takePicture.ts'].map((file) =>
  join(ROOT, file),
);

/** What the browser asks for a story whose test has just ended. */
export interface StoryPictureRequest {
  storyId: string;
  /** The story's name, as its test is named. */
  name: string;
  /** The window the story ran in, when it is shown on a phone. */
  phone: WindowSize | null;
  /** Its test passed: a failed story has no picture to compare. */
  passed: boolean;
  /** The first line of its error, when it failed. */
  error?: string;
}

interface Planned {
  base: Omit<PictureResult & { status: 'same' }, 'status'>;
  inputs: string;
  size: WindowSize;
}

/** The run's state: one per Vitest process. */
const run = {
  results: new Map<string, PictureResult>(),
  planned: new Map<string, Planned>(),
  /** Pictures that came out the same with new inputs: their record is out of date. */
  staleInputs: new Map<string, string>(),
  restless: [] as string[],
  browser: '',
  sharedInputs: undefined as Promise<string> | undefined,
  titles: new Map<string, string | undefined>(),
  /** Each story file's inputs, walked once for all its stories. */
  stories: new Map<string, Promise<string[]>>(),
  /** Each module's imports and exports, read once. */
  shapes: new Map<string, ModuleShape>(),
  record: undefined as PictureRecord | undefined,
};

const hashFile = fileHasher(ROOT);

/** A module whose code imports: JavaScript and TypeScript (styles and pictures are leaves). */
const SCRIPT = /\.([cm]?[jt]sx?)$/;
const NO_IMPORTS: ModuleShape = {
  local: new Set(),
  reexports: new Map(),
  stars: [],
  imports: new Map(),
  dynamicImports: new Map(),
  size: 0,
};

/** The parser's language for a file: `.mts` is TypeScript, `.cjs` JavaScript. */
const langOf = (extension: string) =>
  (extension.includes('t')
    ? extension.endsWith('x')
      ? 'tsx'
      : 'ts'
    : extension.endsWith('x')
      ? 'jsx'
      : 'js') as 'ts' | 'tsx' | 'js' | 'jsx';

/**
 * The story tests' module graph, read from the sources with the bundler's parser and resolved
 * by the story tests' own Vite resolver (aliases, export conditions, `@hygiene/source`), so it
 * is the same whatever the tests ran before. Barrels are followed by name (`reach`), so a story
 * that imports `Button` from `@hygiene/ui` does not depend on the picker.
 */
function sourceModuleGraph(server: ViteDevServer): ModuleGraph {
  const environment = server.environments['client']!;
  return {
    isOurs: (id) => id.startsWith(`${ROOT}/`) && !id.includes('/node_modules/'),
    shapeOf(id) {
      let shape = run.shapes.get(id);
      if (!shape) {
        const file = id.split('?')[0]!;
        const extension = SCRIPT.exec(file)?.[1];
        shape =
          extension && existsSync(file)
            ? shapeOf(parseAst(readFileSync(file, 'utf8'), { lang: langOf(extension) }))
            : NO_IMPORTS;
        run.shapes.set(id, shape);
      }
      return shape;
    },
    resolve: async (source, importer) =>
      (await environment.pluginContainer.resolveId(source, importer))?.id ?? null,
  };
}

/** The modules a story file's stories may draw with, and the preview's, as hashed lines. */
async function inputLines(roots: string[], server: ViteDevServer): Promise<string[]> {
  const reached = await reach(roots, sourceModuleGraph(server), { followImportCalls: true });
  return [...reached].sort().map(hashFile);
}

/** The story's title, read from its file's meta (the story tests name only the story). */
function titleOf(storyFile: string): string {
  if (!run.titles.has(storyFile)) {
    let title: string | undefined;
    try {
      const csf = loadCsf(readFileSync(storyFile, 'utf8'), {
        fileName: storyFile,
        makeTitle: (userTitle) => userTitle,
      }).parse();
      title = csf.meta?.title;
    } catch {
      title = undefined;
    }
    run.titles.set(storyFile, title);
  }
  return run.titles.get(storyFile) ?? storyFile;
}

interface PlaywrightContext {
  page: Page;
  frame: () => Promise<Frame>;
}
const playwrightOf = (context: unknown) => context as PlaywrightContext;

async function sharedInputs(server: ViteDevServer): Promise<string> {
  run.sharedInputs ??= (async () => {
    return hashOf({
      browser: [run.browser],
      files: SHARED_FILES.map(hashFile),
      preview: await inputLines(PREVIEW_ROOTS, server),
    });
  })();
  return run.sharedInputs;
}

/**
 * Plans the picture of a story whose test has ended: a failed story's is reported failed, one
 * whose inputs are recorded is kept, and `true` asks the browser to have it taken now.
 */
export const planStoryPicture: BrowserCommand<[StoryPictureRequest], boolean> = async (
  context,
  request,
) => {
  const { page } = playwrightOf(context);
  const storyFile = context.testPath!;
  const server = context.project.browser!.vite;
  run.browser ||= `Chromium ${page.context().browser()?.version() ?? 'unknown'}`;
  run.record ??= readRecord();
  const picture = pictureOf(request.storyId, request.phone !== null);
  const base = {
    key: picture.key,
    storyId: request.storyId,
    title: titleOf(storyFile),
    name: request.name,
    variant: picture.variant,
  };
  if (!request.passed) {
    const error = `Its story test failed: ${request.error ?? 'see the story tests'}`;
    run.results.set(picture.key, { ...base, status: 'failed', error });
    return false;
  }
  let story = run.stories.get(storyFile);
  if (!story) {
    story = inputLines([storyFile], server);
    run.stories.set(storyFile, story);
  }
  const inputs = hashOf({
    shared: [await sharedInputs(server)],
    story: await story,
    picture: [picture.key, picture.variant],
  });
  const kept =
    !RETAKE_ALL &&
    run.record.browser === run.browser &&
    run.record.pictures[picture.key] === inputs &&
    existsSync(referenceOf(picture.key));
  if (kept) {
    run.results.set(picture.key, { ...base, status: 'kept' });
    return false;
  }
  run.planned.set(picture.key, { base, inputs, size: request.phone ?? DESKTOP });
  return true;
};

const reviewPicture = (folder: keyof typeof PICTURE_FOLDERS, key: string) =>
  join(REVIEW_DIR, PICTURE_FOLDERS[folder], `${key}.png`);

/** The comparisons, in a worker thread: pixelmatch would hold up Vite and every browser. */
const comparer = createComparer(import.meta.dirname);

/** Draws the planned picture of the story on screen and compares it with its reference. */
export const takeStoryPicture: BrowserCommand<[{ key: string }]> = async (context, { key }) => {
  const planned = run.planned.get(key);
  if (!planned) throw new Error(`No picture ${key} was planned.`);
  const { page, frame } = playwrightOf(context);
  const storyFrame = { page, frame: await frame() };
  const reference = existsSync(referenceOf(key)) ? readFileSync(referenceOf(key)) : undefined;
  const { base, inputs } = planned;
  let shot = await shoot(storyFrame, planned.size);
  if (!reference) {
    writeFileSync(reviewPicture('actual', key), shot.png);
    run.results.set(key, { ...base, status: 'new', inputs });
    return;
  }
  let comparison = await comparer.compare(reference, shot.png);
  // A page still changing when a busy machine took it is not a change: once more, after
  // settling again, in the same render (the story is not played again).
  if (comparison.status === 'changed') {
    shot = await shoot(storyFrame, planned.size);
    comparison = await comparer.compare(reference, shot.png);
  }
  if (shot.restless) run.restless.push(key);
  if (comparison.status === 'same') {
    run.results.set(key, { ...base, status: 'same' });
    if (run.record?.pictures[key] !== inputs) run.staleInputs.set(key, inputs);
    return;
  }
  writeFileSync(reviewPicture('reference', key), reference);
  writeFileSync(reviewPicture('actual', key), shot.png);
  writeFileSync(reviewPicture('diff', key), comparison.diff);
  run.results.set(key, {
    ...base,
    status: 'changed',
    diffPixels: comparison.diffPixels,
    sizeChanged: comparison.sizeChanged,
    inputs,
  });
};

function clearReviewDir() {
  for (const folder of Object.values(PICTURE_FOLDERS)) {
    rmSync(join(REVIEW_DIR, folder), { recursive: true, force: true });
    mkdirSync(join(REVIEW_DIR, folder), { recursive: true });
  }
  rmSync(join(REVIEW_DIR, REPORT_FILE), { force: true });
}

/** References no story of a whole run drew or kept. */
function orphansOf(results: ReadonlyMap<string, PictureResult>): string[] {
  if (!existsSync(REFERENCES_DIR)) return [];
  return readdirSync(REFERENCES_DIR)
    .filter((file) => file.endsWith('.png'))
    .map((file) => file.slice(0, -'.png'.length))
    .filter((key) => !results.has(key));
}

/**
 * The Vitest plugin of the pictures: clears the last run's review folder when the run starts
 * and writes the report when it ends. A run over some story files says nothing of the others'
 * references, so only a run over all of them lists references without a story.
 */
export function storyPictures(): Plugin {
  return {
    name: 'hygiene:story-pictures',
    configureVitest({ vitest, project }) {
      clearReviewDir();
      vitest.onClose(async () => {
        await comparer.close();
        if (run.results.size === 0) return;
        const { testFiles } = await project.globTestFiles();
        const ranFiles = new Set(vitest.state.getFiles().map((file) => file.filepath));
        const whole =
          testFiles.every((file) => ranFiles.has(file)) && !vitest.config.testNamePattern;
        // In the sidebar's order would need the index; by key is stable and easy to scan.
        const pictures = [...run.results.values()].sort((a, b) => a.key.localeCompare(b.key));
        const report: VisualReport = {
          version: 2,
          createdAt: new Date().toISOString(),
          browser: run.browser,
          tolerance: TOLERANCE,
          pictures,
          orphans: whole ? orphansOf(run.results) : [],
          staleInputs: Object.fromEntries(run.staleInputs),
          restless: run.restless,
          retakeAll: RETAKE_ALL,
        };
        mkdirSync(REVIEW_DIR, { recursive: true });
        writeFileSync(join(REVIEW_DIR, REPORT_FILE), `${JSON.stringify(report, null, 2)}\n`);
      });
    },
  };
}
