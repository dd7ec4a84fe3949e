/**
 * Benchmark of the sandbox (not a test): start-up time, resident memory idle and with 50 hub
 * clients, and how many events per second the hub delivers to 50 clients on this machine.
 *
 *   ./dev pnpm --filter @hygiene/sandbox bench            (or: node apps/sandbox/bench/bench.ts)
 *
 * The sandbox runs as its own process (as `./dev sandbox` runs it), so its RSS is measured
 * alone. The 50 clients speak the SignalR JSON protocol over `ws` in this process: lighter than
 * 50 @microsoft/signalr clients, so the numbers are the server's, not the clients'. Each client
 * joins every tenant's group, so every simulated event goes to all 50.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { WebSocket } from 'ws';

import { signIn } from '../src/test-helpers.ts';

const RS = '\u001e';
const CLIENTS = 50;
const PORT = 18_765;
const RATES = (process.env.BENCH_RATES ?? '500,2000,5000,10000').split(',').map(Number);
const MEASURE_MS = 5_000;
const TENANTS = ['service', 'demo', 'oslo-universitetssykehus', 'bergen-kommune', 'northwind-care'];
const main = resolve(import.meta.dirname, '../src/main.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
const base = `http://127.0.0.1:${PORT}`;

/** The whole run stops by itself after this, whatever happens. */
const HARD_LIMIT_MS = 150_000;
let current: ChildProcess | undefined;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssMiB(pid: number): number {
  const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round((kib / 1024) * 10) / 10;
}

/** User + system CPU seconds the process has used. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function startServer(eventsPerSecond: number): Promise<{ child: ChildProcess; ms: number }> {
  const t0 = performance.now();
  const child = spawn(
    process.execPath,
    [
      main,
      '--port',
      String(PORT),
      '--data-dir',
      dataDir,
      '--events-per-second',
      String(eventsPerSecond),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((ready, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Sandbox ready')) ready();
    });
    child.once('exit', (code) => fail(new Error(`sandbox exited with ${code}`)));
  });
  const ms = Math.round(performance.now() - t0);
  child.stdout!.resume();
  current = child;
  return { child, ms };
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGINT');
  await exited;
}

interface Client {
  socket: WebSocket;
  received: number;
}

async function connectClient(token: string): Promise<Client> {
  const negotiate = await fetch(`${base}/hubs/events/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (negotiate.status !== 200)
    throw new Error(`negotiate: ${negotiate.status} ${await negotiate.text()}`);
  const { connectionToken } = (await negotiate.json()) as { connectionToken: string };
  const socket = new WebSocket(`ws://127.0.0.1:${PORT}/hubs/events?id=${connectionToken}`, {
    headers: { authorization: `Bearer ${token}` },
    perMessageDeflate: false,
  });
  const client: Client = { socket, received: 0 };
  let joined = 0;
  await new Promise<void>((ready, fail) => {
    socket.once('error', fail);
    socket.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => fail(new Error(`socket refused: ${res.statusCode} ${body}`)));
    });
    socket.on('message', (data: Buffer) => {
      if (joined < TENANTS.length) {
        joined += (String(data).match(/"type":3/g) ?? []).length;
        if (joined === TENANTS.length) ready();
        return;
      }
      // Counting separators natively keeps this process light, so the server is what is measured.
      for (let at = data.indexOf(0x1e); at !== -1; at = data.indexOf(0x1e, at + 1))
        client.received += 1;
    });
    socket.once('open', () => {
      socket.send(`{"protocol":"json","version":1}${RS}`);
      TENANTS.forEach((tenant, i) =>
        socket.send(
          JSON.stringify({
            type: 1,
            invocationId: String(i),
            target: 'JoinTenantGroup',
            arguments: [tenant],
          }) + RS,
        ),
      );
    });
  });
  return client;
}

async function run(): Promise<void> {
  console.log(
    `Node ${process.version}, ${CLIENTS} clients, each joined to ${TENANTS.length} tenant groups\n`,
  );

  const cold = await startServer(0);
  console.log(`start-up, first start (makes the signing key): ${cold.ms} ms`);
  await stopServer(cold.child);
  const warm = await startServer(0);
  console.log(`start-up, restart (key and store exist):       ${warm.ms} ms`);
  await sleep(2_000);
  console.log(`RSS idle:                                      ${rssMiB(warm.child.pid!)} MiB`);
  const { tokens } = await signIn(base, 'admin');
  let clients = await Promise.all(
    Array.from({ length: CLIENTS }, () => connectClient(tokens.access_token)),
  );
  await sleep(1_000);
  console.log(`RSS with ${CLIENTS} hub clients (no events):        ${rssMiB(warm.child.pid!)} MiB`);
  clients.forEach((c) => c.socket.close());
  await stopServer(warm.child);

  console.log(
    '\ntarget ev/s | delivered ev/s per client | messages/s (all clients) | server CPU | RSS',
  );
  for (const rate of RATES) {
    const { child } = await startServer(rate);
    clients = await Promise.all(
      Array.from({ length: CLIENTS }, () => connectClient(tokens.access_token)),
    );
    await sleep(1_000);
    const before = clients.map((c) => c.received);
    const cpu0 = cpuSeconds(child.pid!);
    const t0 = performance.now();
    await sleep(MEASURE_MS);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = (cpuSeconds(child.pid!) - cpu0) / seconds;
    const delivered = clients.map((c, i) => c.received - before[i]!);
    const total = delivered.reduce((a, b) => a + b, 0);
    const perClient = total / CLIENTS / seconds;
    console.log(
      `${String(rate).padStart(11)} | ${perClient.toFixed(0).padStart(25)} | ${(total / seconds).toFixed(0).padStart(25)} | ` +
        `${(cpu * 100).toFixed(0).padStart(8)} % | ${rssMiB(child.pid!)} MiB`,
    );
    clients.forEach((c) => c.socket.close());
    await stopServer(child);
  }
}

const limit = setTimeout(() => {
  console.error(`benchmark stopped after ${HARD_LIMIT_MS / 1000} s`);
  current?.kill('SIGKILL');
  process.exit(1);
}, HARD_LIMIT_MS);
try {
  await run();
} finally {
  clearTimeout(limit);
  if (current && current.exitCode === null) current.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
