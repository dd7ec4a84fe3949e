/**
 * The main journeys in Firefox and WebKit (`./dev test engines`, `./dev engines [firefox|webkit]`):
 * each engine gets a fresh sandbox serving the built host, and one browser that goes through
 * `journeys.ts` in order. Prints each journey's result and time, each engine's total, and writes
 * `.toolchain/reports/engines.json` for `./dev test`'s closing count.
 *
 * Chromium runs these journeys and every other in the Playwright suite (e2e/*.spec.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { openFirefox } from './firefox.ts';
import { journeys } from './journeys.ts';
import type { EnginePage } from './page.ts';
import { openWebKit } from './webkit.ts';

type Engine = EnginePage['engine'];

const engines: Record<
  Engine,
  { open: typeof openFirefox; port: number; installationIndex: number }
> = {
  firefox: { open: openFirefox, port: 8093, installationIndex: 0 },
  webkit: { open: openWebKit, port: 8094, installationIndex: 1 },
};

/** A journey is a few screens: a minute means it is stuck, not slow. */
const JOURNEY_TIMEOUT_MS = 60_000;
/** How long what a failed journey's page shows may take to read. */
const DIAGNOSIS_TIMEOUT_MS = 5_000;

export interface EngineResult {
  engine: Engine;
  journey: string;
  status: 'passed' | 'failed';
  ms: number;
  error?: string;
}

const root = join(import.meta.dirname, '..', '..');
const reportFile = join(root, '.toolchain', 'reports', 'engines.json');

/** A fresh, reseeded sandbox serving the built host, as the Playwright suite's web server. */
async function startSandbox(engine: Engine, port: number): Promise<ChildProcess> {
  const sandbox = spawn(
    process.execPath,
    [
      '--conditions=@hygiene/source',
      '--import',
      'tsx',
      'apps/sandbox/src/main.ts',
      '--port',
      String(port),
      '--reset',
      '--data-dir',
      `.toolchain/engines-data-${engine}`,
      '--static-dir',
      'apps/host/dist',
      '--events-per-second',
      '4',
      // 'Installed, not verified' is offered after 5 s (a site waits 2 minutes).
      '--install-verification-timeout',
      '5',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${port}/config.json`)).ok) return sandbox;
    } catch {
      // Not listening yet.
    }
    if (sandbox.exitCode !== null) throw new Error(`the sandbox for ${engine} exited`);
    if (Date.now() > until) throw new Error(`the sandbox for ${engine} did not start`);
    await sleep(200);
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the journey took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function runEngine(engine: Engine): Promise<EngineResult[]> {
  const { open, port, installationIndex } = engines[engine];
  const results: EngineResult[] = [];
  let sandbox: ChildProcess | undefined;
  const scratch = mkdtempSync(join(tmpdir(), `e2e-${engine}-files-`));
  let page: EnginePage | undefined;
  try {
    // A sandbox that does not start fails this engine's run, and is reported like a journey.
    sandbox = await startSandbox(engine, port);
    page = await open(`http://localhost:${port}`, 'en-US');
    for (const journey of journeys) {
      const t0 = Date.now();
      try {
        await withTimeout(journey.run(page, { scratch, installationIndex }), JOURNEY_TIMEOUT_MS);
        results.push({ engine, journey: journey.name, status: 'passed', ms: Date.now() - t0 });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results.push({
          engine,
          journey: journey.name,
          status: 'failed',
          ms: Date.now() - t0,
          error: message,
        });
      }
      const last = results.at(-1)!;
      const mark = last.status === 'passed' ? '\u001b[32m✓\u001b[0m' : '\u001b[31m✘\u001b[0m';
      console.log(`  ${mark} [${engine}] ${journey.name} (${(last.ms / 1000).toFixed(1)} s)`);
      if (last.error) {
        console.log(`      ${last.error.split('\n').join('\n      ')}`);
        // What the page said last, where the engine tells (Firefox), and what it shows.
        for (const said of page.consoleErrors().slice(-3)) console.log(`      console: ${said}`);
        // Bounded: a page stuck in a navigation holds WebKitWebDriver's script for minutes (a
        // sign-out under load once held the run for six), and the report is worth less than that.
        const shown = await withTimeout(
          page.evaluate<string>(
            "document.querySelector('main')?.innerText ?? document.body.innerText",
          ),
          DIAGNOSIS_TIMEOUT_MS,
        ).catch(() => '');
        console.log(`      page: ${shown.replace(/\s+/g, ' ').slice(0, 600)}`);
      }
    }
  } catch (error) {
    results.push({
      engine,
      journey: 'starts the sandbox and the browser',
      status: 'failed',
      ms: 0,
      error: error instanceof Error ? error.message : String(error),
    });
    console.log(`  \u001b[31m✘\u001b[0m [${engine}] starts: ${results.at(-1)!.error}`);
  } finally {
    if (page) await withTimeout(page.close(), DIAGNOSIS_TIMEOUT_MS).catch(() => undefined);
    sandbox?.kill();
    rmSync(scratch, { recursive: true, force: true });
  }
  return results;
}

const chosen = process.argv.slice(2).filter((arg): arg is Engine => arg in engines);
const selected = chosen.length > 0 ? chosen : (Object.keys(engines) as Engine[]);
if (!existsSync(join(root, 'apps', 'host', 'dist', 'index.html'))) {
  console.error('The journeys need the built host: run `./dev pnpm run build:host` first.');
  process.exit(1);
}

const t0 = Date.now();
// The engines side by side: each waits on its own browser and sandbox most of the time.
const timed = await Promise.all(
  selected.map(async (engine) => {
    const start = Date.now();
    const results = await runEngine(engine);
    return { engine, results, ms: Date.now() - start };
  }),
);
const results = timed.flatMap((run) => run.results);
mkdirSync(join(root, '.toolchain', 'reports'), { recursive: true });
writeFileSync(reportFile, JSON.stringify({ results }, null, 2));
for (const run of timed) {
  const passed = run.results.filter((result) => result.status === 'passed').length;
  console.log(
    `${run.engine}: ${passed} of ${run.results.length} journeys passed in ${(run.ms / 1000).toFixed(1)} s`,
  );
}
console.log(`all engines: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
process.exit(results.every((result) => result.status === 'passed') ? 0 : 1);
