/**
 * Writes are never lost: a streamed upload while events are recorded and saved, a process
 * killed in the middle of writes (in a loop, restarted each time), the data folder locked to
 * one process, and a store that cannot be read set aside rather than stopping start-up.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

import { afterAll, describe, expect, it } from 'vitest';

import type { Logger } from './logger.ts';
import { fakePlatformAdapter, SNAPSHOT_KEY } from './platform/fake-platform.ts';
import { fakeOf, signIn, startTestSandbox, tempDataDir } from './test-helpers.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const main = join(repoRoot, 'apps/sandbox/src/main.ts');
/** As `./dev sandbox` runs it: the packages from their sources, through tsx. */
const SANDBOX_NODE_ARGS = ['--conditions=@hygiene/source', '--import', 'tsx'];
const demo = { 'x-tenant-identifier': 'demo' };

describe('a slow multipart upload while events are recorded and saved', () => {
  it('lands in the live state: the image reads back', async () => {
    // Saves (which trim events) after every 3 events, so several happen during the upload.
    const sandbox = await startTestSandbox({
      platform: (storage) => fakePlatformAdapter(storage, { eventsPerTenant: 3, saveDelayMs: 5 }),
    });
    try {
      const token = (await signIn(sandbox.url, 'admin')).tokens.access_token;
      const fake = fakeOf(sandbox);
      const installation = fake.state.installations.find(
        (i) => i.tenant === 'demo' && i.status === 'Ready' && i.serialnumber !== 'HDP2-99500',
      )!;
      const imagesBefore = installation.images.length;
      const device = sandbox.platform.onlineDevices('demo')[0]!;
      const boundary = 'slowUploadBoundary';
      const image = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3, 4]);
      // With a Content-Length (as browsers send for a FormData upload) the gateway streams
      // the body to the handler instead of buffering it first.
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="imageFile"; filename="wall.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const status = await new Promise<number>((resolveStatus, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: sandbox.port,
            method: 'POST',
            path: `/api/device-installations/${installation.id}/images`,
            headers: {
              authorization: `Bearer ${token}`,
              ...demo,
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': String(body.length),
            },
          },
          (res) => {
            res.resume();
            resolveStatus(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        let sent = 0;
        const PIECE = 8;
        // In small pieces, recording events (and so saving) between them.
        const timer = setInterval(() => {
          for (let i = 0; i < 4; i += 1) {
            sandbox.platform.recordEvent('demo', {
              deviceId: device.id,
              eventType: 'HandSense',
              timestamp: new Date().toISOString(),
              receivedOnServer: new Date().toISOString(),
              source: 'broadcaster',
            });
          }
          if (sent < body.length) {
            req.write(body.subarray(sent, sent + PIECE));
            sent += PIECE;
            return;
          }
          clearInterval(timer);
          req.end();
        }, 10);
      });
      expect(status).toBe(204);
      const list = (await (
        await fetch(`${sandbox.url}/api/devices/${installation.deviceId}/installations`, {
          headers: { authorization: `Bearer ${token}`, ...demo },
        })
      ).json()) as { items: { id: string; images: { url: string }[] }[] };
      const readBack = list.items.find((i) => i.id === installation.id)!;
      expect(readBack.images.length).toBe(imagesBefore + 1);
      expect(readBack.images.at(-1)!.url).toBe(`data:image/png;base64,${image.toString('base64')}`);
    } finally {
      await sandbox.dispose();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The real process, started as `./dev sandbox` starts it.

interface Started {
  child: ChildProcess;
  url: string;
  stderr: () => string;
}

function startProcess(dataDir: string): Promise<Started> {
  const child = spawn(
    process.execPath,
    [
      ...SANDBOX_NODE_ARGS,
      main,
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--events-per-second',
      '50',
      '--static-dir',
      dataDir,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolveStarted, reject) => {
    const timeout = setTimeout(() => reject(new Error(`no start in 20 s: ${err}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Sandbox ready at (http:\/\/localhost:\d+)/.exec(out)?.[1];
      if (url) {
        clearTimeout(timeout);
        resolveStarted({ child, url, stderr: () => err });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timeout);
      reject(new Error(`exited with ${code}: ${err}`));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
}

describe('the sandbox process', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) {
      child.kill('SIGKILL');
      await exited(child);
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('killed mid-write (5 rounds) restarts with every acknowledged write', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const acknowledged: string[] = [];
    const ROUNDS = 5;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = await startProcess(dataDir);
      children.push(started.child);
      const token = (await signIn(started.url, 'admin')).tokens.access_token;
      // Everything acknowledged before is there after the kill and the restart.
      const names = await sectionNames(started.url, token);
      for (const name of acknowledged) expect(names, `round ${round}`).toContain(name);
      expect(started.stderr()).not.toMatch(/could not be read/);
      // Writes in flight, each saving the whole platform, then a kill at a moment chosen by
      // the write count (the kill lands between or during saves, never after a clean stop).
      let stop = false;
      const writers = Array.from({ length: 3 }, async (_, writer) => {
        for (let i = 0; !stop; i += 1) {
          const name = `kill-${round}-${writer}-${i}`;
          const response = await fetch(`${started.url}/api/sections`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${token}`,
              ...demo,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ name }),
          }).catch(() => undefined);
          if (response?.ok) acknowledged.push(name);
          if (!response) return;
        }
      });
      await new Promise((done) => setTimeout(done, 150 + round * 70));
      started.child.kill('SIGKILL');
      stop = true;
      await Promise.all(writers);
      await exited(started.child);
    }
    expect(acknowledged.length).toBeGreaterThan(ROUNDS);
    const last = await startProcess(dataDir);
    children.push(last.child);
    const token = (await signIn(last.url, 'admin')).tokens.access_token;
    const names = await sectionNames(last.url, token);
    for (const name of acknowledged) expect(names).toContain(name);
    last.child.kill('SIGTERM');
    await exited(last.child);
  }, 120_000);

  it('a second sandbox on the same data folder refuses to start, naming the process', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const first = await startProcess(dataDir);
    children.push(first.child);
    const second = spawnSync(
      process.execPath,
      [
        ...SANDBOX_NODE_ARGS,
        main,
        '--port',
        '0',
        '--data-dir',
        dataDir,
        '--events-per-second',
        '0',
      ],
      { cwd: repoRoot, encoding: 'utf8', timeout: 20_000 },
    );
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`process ${first.child.pid}`);
    expect(second.stderr).toContain(dataDir);
    // The first one is untouched and still answers.
    expect((await fetch(`${first.url}/config.json`)).status).toBe(200);
    first.child.kill('SIGTERM');
    await exited(first.child);
    expect(existsSync(join(dataDir, 'sandbox.lock'))).toBe(false);
  }, 60_000);
});

async function sectionNames(url: string, token: string): Promise<string[]> {
  const response = await fetch(`${url}/api/sections?pageSize=1000`, {
    headers: { authorization: `Bearer ${token}`, ...demo },
  });
  const body = (await response.json()) as { items: { name: string }[] };
  return body.items.map((s) => s.name);
}

// ---------------------------------------------------------------------------------------------

function recordingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, info: () => {}, warn: (message) => warnings.push(message) };
}

describe('a store that cannot be read', () => {
  it('a file that is no database is moved aside with a message, and the platform seeded', async () => {
    const dataDir = tempDataDir();
    writeFileSync(join(dataDir, 'sandbox.sqlite'), 'this is not a database '.repeat(100));
    const logger = recordingLogger();
    const sandbox = await startTestSandbox({ dataDir, logger });
    try {
      expect(sandbox.platform.tenants().length).toBe(5);
      expect(logger.warnings.join('\n')).toMatch(/could not be read .* moved to .*unreadable/);
      expect(readdirSync(dataDir).some((f) => f.startsWith('sandbox.sqlite.unreadable-'))).toBe(
        true,
      );
    } finally {
      await sandbox.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a snapshot that does not parse is kept aside with a message, and the platform seeded', async () => {
    const dataDir = tempDataDir();
    const first = await startTestSandbox({ dataDir });
    await first.close();
    const db = new DatabaseSync(join(dataDir, 'sandbox.sqlite'));
    db.prepare('UPDATE documents SET value = ? WHERE key = ?').run(
      '{"version":1,"sta',
      SNAPSHOT_KEY,
    );
    db.close();
    const logger = recordingLogger();
    const sandbox = await startTestSandbox({ dataDir, logger });
    try {
      expect(sandbox.platform.tenants().length).toBe(5);
      expect(logger.warnings.join('\n')).toContain(`"${SNAPSHOT_KEY}" could not be read`);
      await sandbox.close();
      const check = new DatabaseSync(join(dataDir, 'sandbox.sqlite'), { readOnly: true });
      const keys = check
        .prepare('SELECT key FROM documents')
        .all()
        .map((r) => String(r.key));
      check.close();
      expect(keys).toContain(SNAPSHOT_KEY);
      expect(keys.some((k) => k.startsWith(`${SNAPSHOT_KEY}.unreadable-`))).toBe(true);
    } finally {
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
