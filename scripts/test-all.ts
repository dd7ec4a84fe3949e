/**
 * Every check of the repository, in the order a reviewer would want them: `./dev test`.
 *
 * All steps run even when one fails, so one run shows everything that is wrong; the exit code
 * is non-zero if any step failed. Test counts come from the runners' JSON reports and end the
 * output as `tests: N passed, N failed`.
 *
 *   ./dev test                 every step
 *   ./dev test lint unit       only the named steps (see `steps` below)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

import {
  REPORT_FILE,
  REVIEW_DIR,
  type PictureResult,
  type VisualReport,
} from '../.storybook/visual-review/report.ts';

const reportsDir = join('.toolchain', 'reports');

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
   * Steps next to each other with the same `batch` run at the same time: they only read the
   * sources and write nothing another reads. Each one's output is shown whole when it ends.
   */
  batch?: string;
  /**
   * The step that builds what this one reads. Named alone (`./dev test e2e`), a step runs the
   * one it needs first.
   */
  needs?: string;
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
function vitestStep(name: string, title: string, project = name): Step {
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
    batch: 'tests',
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

const visualReport = join(REVIEW_DIR, REPORT_FILE);

const readVisual = (file: string) =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as VisualReport) : undefined;

/** A picture is a test: passed when it matches its reference. */
function visualCounts(file: string): TestCounts | undefined {
  const report = readVisual(file);
  if (!report) return undefined;
  const passed = report.pictures.filter((picture) => picture.status === 'same').length;
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
      .filter((picture) => picture.status !== 'same')
      .map((picture) => ({ name: `visual > ${picture.key}`, reason: reason(picture) })),
    ...report.orphans.map((key) => ({ name: `visual > ${key}`, reason: 'its story is gone' })),
  ];
}

// No `--silent` on these runs: pnpm hands it down to nested `pnpm -r` runs, which then swallow
// the compiler's and the builders' error output.
const steps: Step[] = [
  {
    name: 'lint',
    title: 'ESLint and Prettier',
    command: ['pnpm', 'run', 'lint'],
    batch: 'sources',
  },
  {
    // Toolchain pins agree; a change to a published package carries a changeset; README export
    // tables name only exports.
    name: 'rules',
    title: 'Repository rules (pins, changesets, README exports)',
    command: ['node', 'scripts/check-repo.ts'],
    batch: 'sources',
  },
  {
    // Unused files, exports and dependencies (knip.json says where each workspace starts).
    name: 'unused',
    title: 'Nothing unused (knip)',
    command: ['pnpm', 'exec', 'knip'],
    batch: 'sources',
  },
  {
    name: 'generated',
    title: 'Generated code matches its sources',
    command: ['pnpm', 'run', '--silent', 'check:generated'],
    batch: 'sources',
  },
  {
    name: 'typecheck',
    title: 'TypeScript',
    command: ['pnpm', 'run', 'typecheck'],
    batch: 'sources',
  },
  {
    // What each published package exports, written down; `./dev api-report` rewrites them.
    name: 'api',
    title: 'API reports match the public entries',
    command: ['node', 'scripts/api-report.ts', '--check'],
    batch: 'sources',
  },
  // The two Vitest projects in two processes at once: the story tests mostly wait (typing,
  // timers, answers) while the unit tests keep the cores busy; in one process Vitest runs one
  // project's files after the other's.
  vitestStep('unit', 'Unit tests (Node)'),
  vitestStep('stories', 'Story tests (Chromium)', 'storybook'),
  { name: 'build', title: 'Package builds (tsup)', command: ['pnpm', 'run', 'build'] },
  {
    // What each embeddable widget adds to an app, peers excepted (each package's
    // .size-limit.json): the picker under 15 kB gzipped, the live feed under 12 kB, ...
    name: 'size',
    title: 'Size budgets of @hygiene/ui and @hygiene/realtime (size-limit)',
    command: ['pnpm', '--filter', '@hygiene/ui', '--filter', '@hygiene/realtime', 'run', 'size'],
    needs: 'build',
  },
  {
    name: 'publish',
    title: 'What would be published (publint, attw)',
    command: ['pnpm', 'run', 'check:publish'],
    needs: 'build',
  },
  {
    // Another team's Vite app, Next.js App Router app and React Router framework-mode app install
    // the packed packages, build (types checked against what is published), and embed the picker
    // and the live feed against the sandbox in Chromium (examples/README.md).
    name: 'examples',
    title: 'Example apps on the packed packages (Vite, Next.js, React Router)',
    command: ['node', 'scripts/examples.ts'],
    needs: 'build',
    counts: () => playwrightCounts(examplesReport),
    failures: () => playwrightFailures(examplesReport, 'examples'),
  },
  {
    // The sandbox runs the packages from their sources; only the host is built.
    name: 'host',
    title: 'Host build (Vite)',
    command: ['pnpm', 'run', 'build:host'],
  },
  {
    // Fails when any screen, loaded as the first one, is over 150 kB gzipped.
    name: 'host-size',
    title: 'Size budget of the host: every first screen at most 150 kB gzipped',
    command: ['node', 'scripts/bench-host-size.ts', '--no-build', '--budget'],
    needs: 'host',
  },
  {
    name: 'storybook',
    title: 'Static Storybook',
    command: ['pnpm', 'run', 'build-storybook'],
  },
  {
    // Every story's picture against its reference (visual/references). Writes the review page's
    // report. It runs beside the end-to-end tests (batch 'browsers'): both mostly wait on their
    // pages, and together they took 238 s against 166 s and 144 s one after the other.
    name: 'visual',
    title: 'Pictures of every story match their references',
    command: ['node', 'scripts/visual/main.ts', '--no-build'],
    needs: 'storybook',
    batch: 'browsers',
    counts: () => visualCounts(visualReport),
    failures: () => visualFailures(visualReport),
  },
  {
    name: 'e2e',
    title: 'End-to-end: built host on the sandbox (Playwright)',
    command: ['pnpm', 'exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    needs: 'host',
    batch: 'browsers',
    counts: () => playwrightCounts(playwrightReport),
    failures: () => playwrightFailures(playwrightReport, 'e2e'),
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

async function main() {
  const wanted = process.argv.slice(2);
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
    const needs = steps.find((s) => s.name === name)?.needs;
    if (needs) choose(needs);
  };
  wanted.forEach(choose);
  const selected = wanted.length > 0 ? steps.filter((s) => chosen.has(s.name)) : steps;

  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });

  const results: { step: Step; ok: boolean; ms: number }[] = [];
  const totals: TestCounts = { passed: 0, failed: 0, skipped: 0 };
  const failedTests: FailedTest[] = [];
  const started = Date.now();

  const finish = (step: Step, code: number, ms: number) => {
    results.push({ step, ok: code === 0, ms });
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
  const header = (step: Step, command: string[]) =>
    `\n\u001b[1m▶ ${step.title}\u001b[0m  (${command.join(' ')})`;
  for (let index = 0; index < selected.length;) {
    const step = selected[index]!;
    let end = index + 1;
    while (step.batch && selected[end]?.batch === step.batch) end += 1;
    const batch = selected.slice(index, end);
    index = end;
    if (batch.length > 1) {
      console.log(`\n\u001b[1m▶ At once: ${batch.map((s) => s.name).join(', ')}\u001b[0m`);
      await Promise.all(
        batch.map(async (each) => {
          const output: Buffer[] = [];
          const t0 = Date.now();
          const code = await run(each.command, output);
          console.log(header(each, each.command));
          process.stdout.write(Buffer.concat(output));
          finish(each, code, Date.now() - t0);
        }),
      );
      continue;
    }
    console.log(header(step, step.command));
    const t0 = Date.now();
    finish(step, await run(step.command), Date.now() - t0);
  }

  console.log('\n\u001b[1mSummary\u001b[0m');
  for (const { step, ok, ms } of results) {
    console.log(`  ${ok ? '✔' : '✘'} ${step.title.padEnd(48)} ${seconds(ms).padStart(8)}`);
  }
  console.log(`  wall time ${seconds(Date.now() - started)}`);
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
