/**
 * Every check of the repository, in the order a reviewer would want them: `./dev test`.
 *
 * All steps run even when one fails, so one run shows everything that is wrong; the exit code
 * is non-zero if any step failed. Test counts come from the runners' JSON reports and end the
 * output as `tests: N passed, N failed`.
 *
 *   ./dev test                 every step
 *   ./dev test lint unit       only the named steps (see `steps` below)
 *   ./dev test visual --all    every picture drawn again, whatever its inputs (with any steps)
 *
 * Each step's time and the total close the output; they are also written to
 * `.toolchain/reports/steps.json`, which `./dev bench:test` keeps a history of.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

import {
  REPORT_FILE,
  REVIEW_DIR,
  type PictureResult,
  type VisualReport,
} from '../.storybook/visual-review/report.ts';

const reportsDir = join('.toolchain', 'reports');
/** Each step's time and the wall time of the last run, for `./dev bench:test`. */
const stepsReport = join(reportsDir, 'steps.json');

interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/** A failed test, named so the end of a long log (all CI keeps) says which one. */
interface FailedTest {
  name: string;
  /** The first line of its error. */
  reason: string;
}

interface Step {
  /** Short name, also the argument that selects the step. */
  name: string;
  title: string;
  command: string[];
  /** Reads the runner's report after the step, for the closing count. */
  counts?: () => TestCounts | undefined;
  /** Reads the runner's report after the step, for the closing list of failed tests. */
  failures?: () => FailedTest[];
  /**
   * The steps that build or write what this one reads: it starts when they have ended. Named
   * alone (`./dev test e2e`), a step runs the ones it needs first.
   */
  needs?: string[];
  /** Steps that, when they run too, end before this one starts (what it only shows of theirs). */
  after?: string[];
  /**
   * How many of the machine's cores the step keeps busy while it runs (1 unless said): the
   * scheduler starts a step only while the running ones leave it room (`CORE_BUDGET`).
   */
  cores?: number;
}

function vitestCounts(file: string): TestCounts | undefined {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

const firstLine = (text: string | undefined) =>
  // Colour codes out: the list is read in plain logs.
  stripVTControlCharacters(text ?? '')
    .trim()
    .split('\n')[0]!
    .slice(0, 200);

function vitestFailures(file: string): FailedTest[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    testResults: {
      name: string;
      message?: string;
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
    }[];
  };
  return report.testResults.flatMap((file) => {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    const where = relative(process.cwd(), file.name);
    // A file that failed to load has no test results, only its message.
    if (failed.length === 0 && file.message)
      return [{ name: where, reason: firstLine(file.message) }];
    return failed.map((test) => ({
      name: `${where} > ${test.fullName}`,
      reason: firstLine(test.failureMessages[0]),
    }));
  });
}

const vitestReport = (project: string) => join(reportsDir, `vitest-${project}.json`);

/** One Vitest project (vitest.config.ts), as a step that runs beside the other project. */
function vitestStep(name: string, title: string, project: string, cores: number): Step {
  const report = vitestReport(project);
  return {
    name,
    title,
    command: [
      'pnpm',
      'exec',
      'vitest',
      'run',
      `--project=${project}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    counts: () => vitestCounts(report),
    failures: () => vitestFailures(report),
    cores,
  };
}
const playwrightReport = join(reportsDir, 'playwright.json');
const examplesReport = join(reportsDir, 'playwright-examples.json');

function playwrightCounts(file: string): TestCounts | undefined {
  if (!existsSync(file)) return undefined;
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  // A test that passed only on a retry counts as failed: retries hide flakiness.
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

function playwrightFailures(file: string, testDir: string): FailedTest[] {
  if (!existsSync(file)) return [];
  const { suites } = JSON.parse(readFileSync(file, 'utf8')) as { suites: PlaywrightSuite[] };
  const walk = (suite: PlaywrightSuite, path: string[]): FailedTest[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        // 'flaky' passed on a retry, which counts as failed above.
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map((test) => ({
          name: `${testDir}/${spec.file} > ${[...path, spec.title].join(' > ')}`,
          reason: firstLine(test.results.find((result) => result.error)?.error?.message),
        })),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...path, child.title])),
  ];
  return suites.flatMap((suite) => walk(suite, []));
}

const enginesReport = join(reportsDir, 'engines.json');

interface EngineReport {
  results: { engine: string; journey: string; status: 'passed' | 'failed'; error?: string }[];
}

const readEngines = (file: string) =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as EngineReport) : undefined;

function engineCounts(file: string): TestCounts | undefined {
  const report = readEngines(file);
  if (!report) return undefined;
  const passed = report.results.filter((result) => result.status === 'passed').length;
  return { passed, failed: report.results.length - passed, skipped: 0 };
}

function engineFailures(file: string): FailedTest[] {
  return (readEngines(file)?.results ?? [])
    .filter((result) => result.status === 'failed')
    .map((result) => ({
      name: `e2e/engines > [${result.engine}] ${result.journey}`,
      reason: firstLine(result.error),
    }));
}

const visualReport = join(REVIEW_DIR, REPORT_FILE);

const readVisual = (file: string) =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as VisualReport) : undefined;

/**
 * A picture is a test: passed when it matches its reference, or when what draws it is what drew
 * its reference (kept without drawing it).
 */
function visualCounts(file: string): TestCounts | undefined {
  const report = readVisual(file);
  if (!report) return undefined;
  const passed = report.pictures.filter(
    (picture) => picture.status === 'same' || picture.status === 'kept',
  ).length;
  return {
    passed,
    failed: report.pictures.length - passed + report.orphans.length,
    skipped: 0,
  };
}

function visualFailures(file: string): FailedTest[] {
  const report = readVisual(file);
  if (!report) return [];
  const reason = (picture: PictureResult) =>
    picture.status === 'failed'
      ? picture.error
      : picture.status === 'new'
        ? 'has no reference yet'
        : `differs from its reference (see ${REVIEW_DIR}/)`;
  return [
    ...report.pictures
      .filter((picture) => picture.status !== 'same' && picture.status !== 'kept')
      .map((picture) => ({ name: `visual > ${picture.key}`, reason: reason(picture) })),
    ...report.orphans.map((key) => ({ name: `visual > ${key}`, reason: 'its story is gone' })),
  ];
}

// In the order they start when what they need has ended and the cores have room: the longest
// chains first (the story tests; the host build, then the end-to-end tests), so the short steps
// fill the gaps beside them rather than hold them back.
// No `--silent` on these runs: pnpm hands it down to nested `pnpm -r` runs, which then swallow
// the compiler's and the builders' error output.
const steps: Step[] = [
  // Each story's picture is taken in its test's render once it has passed, unless what draws it
  // is what drew its reference (docs/DEVELOPING.md, "Pictures").
  // Beside the others, not alone: alone it took 336 s and everything after it 400 s more (736 s
  // in all, 2026-11-29); beside them 705 s. Niced others did not help either (736 s): the
  // machine's two cores are busy throughout, so the order moves time, it does not save it.
  vitestStep('stories', 'Story tests and their pictures (Chromium)', 'storybook', 2),
  {
    // What the story tests' pictures came to, against the references (visual/references).
    name: 'visual',
    title: 'Pictures of every story match their references',
    command: ['node', 'scripts/visual/main.ts', '--summary'],
    needs: ['stories'],
    counts: () => visualCounts(visualReport),
    failures: () => visualFailures(visualReport),
  },
  {
    // The sandbox runs the packages from their sources; only the host is built.
    name: 'host',
    title: 'Host build (Vite)',
    command: ['pnpm', 'run', 'build:host'],
  },
  {
    name: 'e2e',
    title: 'End-to-end: built host on the sandbox (Playwright)',
    command: ['pnpm', 'exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    needs: ['host'],
    counts: () => playwrightCounts(playwrightReport),
    failures: () => playwrightFailures(playwrightReport, 'e2e'),
  },
  {
    // The journeys that matter most (sign-in, devices, the worklist, a floor plan, the phone
    // wizard with a photo, the language, sign-out) in Firefox and WebKit, which the Chromium
    // suite above cannot speak for. After it: both keep browsers busy.
    name: 'engines',
    title: 'End-to-end in Firefox and WebKit: the main journeys (e2e/engines)',
    command: ['node', 'e2e/engines/run.ts'],
    needs: ['host'],
    after: ['e2e'],
    counts: () => engineCounts(enginesReport),
    failures: () => engineFailures(enginesReport),
  },
  // The two Vitest projects in two processes: in one process Vitest runs one project's files
  // after the other's.
  vitestStep('unit', 'Unit tests (Node)', 'unit', 1),
  {
    name: 'lint',
    title: 'ESLint and Prettier',
    command: ['pnpm', 'run', 'lint'],
  },
  {
    // Toolchain pins agree; a change to a published package carries a changeset; README export
    // tables name only exports.
    name: 'rules',
    title: 'Repository rules (pins, changesets, README exports)',
    command: ['node', 'scripts/check-repo.ts'],
  },
  {
    // Unused files, exports and dependencies (knip.json says where each workspace starts).
    name: 'unused',
    title: 'Nothing unused (knip)',
    command: ['pnpm', 'exec', 'knip'],
  },
  {
    name: 'generated',
    title: 'Generated code matches its sources',
    command: ['pnpm', 'run', '--silent', 'check:generated'],
  },
  {
    name: 'typecheck',
    title: 'TypeScript (every program, native compiler)',
    command: ['pnpm', 'run', 'typecheck'],
    // TypeScript 7 checks on several threads.
    cores: 2,
  },
  {
    // What each published package exports, written down; `./dev api-report` rewrites them.
    name: 'api',
    title: 'API reports match the public entries',
    command: ['node', 'scripts/api-report.ts', '--check'],
  },
  { name: 'build', title: 'Package builds (tsup)', command: ['pnpm', 'run', 'build'] },
  {
    // What each embeddable widget adds to an app, peers excepted (each package's
    // .size-limit.json): the picker under 15 kB gzipped, the live feed under 12 kB, ...
    name: 'size',
    title: 'Size budgets of @hygiene/ui and @hygiene/realtime (size-limit)',
    command: ['pnpm', '--filter', '@hygiene/ui', '--filter', '@hygiene/realtime', 'run', 'size'],
    needs: ['build'],
  },
  {
    name: 'publish',
    title: 'What would be published (publint, attw)',
    command: ['pnpm', 'run', 'check:publish'],
    needs: ['build'],
  },
  {
    // Another team's Vite app, Next.js App Router app and React Router framework-mode app install
    // the packed packages, build (types checked against what is published), and embed the picker
    // and the live feed against the sandbox in Chromium (examples/README.md).
    name: 'examples',
    title: 'Example apps on the packed packages (Vite, Next.js, React Router)',
    command: ['node', 'scripts/examples.ts'],
    needs: ['build'],
    counts: () => playwrightCounts(examplesReport),
    failures: () => playwrightFailures(examplesReport, 'examples'),
  },
  {
    // Fails when any screen, loaded as the first one, is over 150 kB gzipped.
    name: 'host-size',
    title: 'Size budget of the host: every first screen at most 150 kB gzipped',
    command: ['node', 'scripts/bench-host-size.ts', '--no-build', '--budget'],
    needs: ['host'],
  },
  {
    // Its review page shows the story tests' pictures: built after them when both run.
    name: 'storybook',
    title: 'Static Storybook',
    command: ['pnpm', 'run', 'build-storybook'],
    after: ['stories'],
  },
];

/** Runs `command`; with `output`, its output is kept there instead of shown as it comes. */
function run(command: string[], output?: Buffer[]): Promise<number> {
  return new Promise((resolve) => {
    const [bin, ...args] = command;
    const child = spawn(bin!, args, {
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    child.stdout?.on('data', (chunk: Buffer) => output?.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output?.push(chunk));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * How many cores' worth of steps run at once: the machine's cores plus one, since most steps
 * wait for part of their time (browsers on their pages, unit tests on timers and sockets);
 * `TEST_CORES` overrides it. Measured in fresh-clone runs on 2 cores: with 3, 590 s of steps
 * (the story tests 390 s beside the end-to-end tests); with 5, over 17 minutes, the story, unit
 * and end-to-end tests starving each other (load average 30).
 */
const CORE_BUDGET = Number(process.env['TEST_CORES']) || availableParallelism() + 1;

/**
 * Runs `selected` as soon as what each needs has ended, in their order, as many at once as
 * `CORE_BUDGET` holds (a step larger than the budget runs alone). Each step's output is shown
 * whole when it ends, so two steps' lines never mix.
 */
async function schedule(
  selected: readonly Step[],
  finish: (step: Step, code: number, ms: number) => void,
): Promise<void> {
  const names = new Set(selected.map((step) => step.name));
  const ended = new Set<string>();
  const waiting = [...selected];
  const running = new Map<string, Promise<void>>();
  let coresInUse = 0;
  const ready = (step: Step) =>
    [...(step.needs ?? []), ...(step.after ?? [])].every(
      (name) => ended.has(name) || !names.has(name),
    );
  const start = (step: Step) => {
    const cores = step.cores ?? 1;
    coresInUse += cores;
    console.log(`\u001b[2m▷ ${step.name} started\u001b[0m`);
    const output: Buffer[] = [];
    const t0 = Date.now();
    running.set(
      step.name,
      run(step.command, output).then((code) => {
        console.log(`\n\u001b[1m▶ ${step.title}\u001b[0m  (${step.command.join(' ')})`);
        process.stdout.write(Buffer.concat(output));
        finish(step, code, Date.now() - t0);
        coresInUse -= cores;
        ended.add(step.name);
        running.delete(step.name);
      }),
    );
  };
  while (waiting.length > 0 || running.size > 0) {
    for (const step of [...waiting]) {
      const fits = coresInUse + (step.cores ?? 1) <= CORE_BUDGET || running.size === 0;
      if (!ready(step) || !fits) continue;
      waiting.splice(waiting.indexOf(step), 1);
      start(step);
    }
    await Promise.race(running.values());
  }
}

async function main() {
  const args = process.argv.slice(2);
  // Every picture drawn again: the story tests read it from their environment.
  if (args.includes('--all')) process.env['VISUAL_ALL'] = '1';
  const wanted = args.filter((arg) => arg !== '--all');
  const unknown = wanted.filter((name) => !steps.some((s) => s.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}`,
    );
    process.exit(2);
  }
  // The named steps and what they need, in the order of `steps`.
  const chosen = new Set<string>();
  const choose = (name: string) => {
    chosen.add(name);
    steps.find((s) => s.name === name)?.needs?.forEach(choose);
  };
  wanted.forEach(choose);
  const selected = wanted.length > 0 ? steps.filter((s) => chosen.has(s.name)) : steps;

  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });

  /** Each step's outcome, its time, and when it started after the run did (the run's shape). */
  const results: { step: Step; ok: boolean; ms: number; startedAtMs: number }[] = [];
  const totals: TestCounts = { passed: 0, failed: 0, skipped: 0 };
  const failedTests: FailedTest[] = [];
  const started = Date.now();

  const finish = (step: Step, code: number, ms: number) => {
    results.push({ step, ok: code === 0, ms, startedAtMs: Date.now() - ms - started });
    failedTests.push(...(step.failures?.() ?? []));
    if (step.counts) {
      const counts = step.counts();
      if (counts) {
        totals.passed += counts.passed;
        totals.failed += counts.failed;
        totals.skipped += counts.skipped;
      } else if (code === 0) {
        // A runner that succeeded without a report would hide its tests from the count.
        console.error(`${step.name}: no report was written`);
        results[results.length - 1]!.ok = false;
      }
    }
  };
  await schedule(selected, finish);

  console.log('\n\u001b[1mSummary\u001b[0m');
  for (const { step, ok, ms } of results) {
    console.log(`  ${ok ? '✔' : '✘'} ${step.title.padEnd(48)} ${seconds(ms).padStart(8)}`);
  }
  const wallMs = Date.now() - started;
  console.log(`  wall time ${seconds(wallMs)}`);
  writeFileSync(
    stepsReport,
    `${JSON.stringify(
      {
        finishedAt: new Date().toISOString(),
        wallMs,
        steps: results.map(({ step, ok, ms, startedAtMs }) => ({
          name: step.name,
          ok,
          ms,
          startedAtMs,
        })),
        tests: totals,
      },
      null,
      2,
    )}\n`,
  );
  const failedSteps = results.filter((r) => !r.ok);
  if (failedSteps.length > 0) {
    console.log(`  failed steps: ${failedSteps.map((r) => r.step.name).join(', ')}`);
  }
  if (failedTests.length > 0) {
    console.log('  failed tests:');
    for (const { name, reason } of failedTests) console.log(`    ✘ ${name}\n        ${reason}`);
  }
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(failedSteps.length > 0 ? 1 : 0);
}

void main();
