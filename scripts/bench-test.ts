/**
 * The test loop's own benchmark: runs `./dev test` (with any arguments it is given), then adds
 * the run's step times to `bench/test-loop.jsonl` and prints the history, one row per run, so a
 * slope shows before it costs a slow machine a red run.
 *
 *   ./dev bench:test            every step, recorded
 *   ./dev bench:test --history  only the history
 *
 * Commit the new line with the change that moved the times (one line per run; the machine's
 * cores and memory are on it, since only runs on alike machines compare).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import { dirname, join } from 'node:path';

const HISTORY = join('bench', 'test-loop.jsonl');
const STEPS_REPORT = join('.toolchain', 'reports', 'steps.json');

interface StepsReport {
  finishedAt: string;
  wallMs: number;
  steps: { name: string; ok: boolean; ms: number }[];
  tests: { passed: number; failed: number; skipped: number };
}
interface Recorded extends StepsReport {
  commit: string;
  cores: number;
  memoryGiB: number;
  args: string[];
}

function history(): Recorded[] {
  if (!existsSync(HISTORY)) return [];
  return readFileSync(HISTORY, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Recorded);
}

function print(runs: Recorded[]) {
  const names = [...new Set(runs.flatMap((run) => run.steps.map((step) => step.name)))];
  const header = ['finished', 'commit', 'cores', 'wall s', ...names];
  const rows = runs.map((run) => [
    run.finishedAt.slice(0, 16),
    run.commit.slice(0, 8),
    String(run.cores),
    (run.wallMs / 1000).toFixed(0),
    ...names.map((name) => {
      const step = run.steps.find((each) => each.name === name);
      return step ? `${(step.ms / 1000).toFixed(0)}${step.ok ? '' : '✘'}` : '';
    }),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  for (const row of [header, ...rows]) {
    console.log(row.map((cell, column) => cell.padStart(widths[column]!)).join('  '));
  }
}

const args = process.argv.slice(2);
if (!args.includes('--history')) {
  const test = spawnSync('node', ['scripts/test-all.ts', ...args], { stdio: 'inherit' });
  if (!existsSync(STEPS_REPORT)) {
    console.error('The test run wrote no step times.');
    process.exit(test.status ?? 1);
  }
  const report = JSON.parse(readFileSync(STEPS_REPORT, 'utf8')) as StepsReport;
  const commit = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const recorded: Recorded = {
    ...report,
    commit,
    cores: availableParallelism(),
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    args,
  };
  mkdirSync(dirname(HISTORY), { recursive: true });
  appendFileSync(HISTORY, `${JSON.stringify(recorded)}\n`);
  console.log(`\nRecorded in ${HISTORY}:`);
  print(history());
  process.exit(test.status ?? 1);
}
print(history());
