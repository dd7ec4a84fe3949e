import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { CLOCK_DOCUMENT } from './clock.ts';
import { SNAPSHOT_KEY } from './platform/fake-platform.ts';
import { VAPID_DOCUMENT } from './notifications/webPush.ts';
import { DataDirLockedError, SandboxStore } from './store.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-store-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it("takes over a lock left with this process's own pid (a crash in a container, pid 1 again)", () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'sandbox.lock'), String(process.pid));
    const store = new SandboxStore(dir, { reset: false });
    expect(readFileSync(join(dir, 'sandbox.lock'), 'utf8')).toBe(String(process.pid));
    store.close();
  });

  it('refuses a folder this process already holds, naming the process', () => {
    const dir = dataDir();
    const store = new SandboxStore(dir, { reset: false });
    expect(() => new SandboxStore(dir, { reset: false })).toThrow(DataDirLockedError);
    store.close();
    // Released: the folder opens again.
    new SandboxStore(dir, { reset: false }).close();
  });

  it('takes over a lock whose process is gone', () => {
    const dir = dataDir();
    // Pids are below 2^22 on Linux: this one cannot be running.
    writeFileSync(join(dir, 'sandbox.lock'), String(2 ** 22 + 7));
    new SandboxStore(dir, { reset: false }).close();
  });
});

describe('--reset', () => {
  it("empties the platform's documents and the clock, and keeps the VAPID keys", () => {
    const dir = dataDir();
    const store = new SandboxStore(dir, { reset: false });
    const documents = store.platformStorage();
    documents.write(SNAPSHOT_KEY, { version: 0 });
    documents.write(CLOCK_DOCUMENT, { offsetMs: 60_000 });
    documents.write(VAPID_DOCUMENT, { publicKey: 'p', privateKey: 'q' });
    store.close();
    const reset = new SandboxStore(dir, { reset: true });
    const after = reset.platformStorage();
    expect(after.read(SNAPSHOT_KEY)).toBeUndefined();
    expect(after.read(CLOCK_DOCUMENT)).toBeUndefined();
    expect(after.read(VAPID_DOCUMENT)).toEqual({ publicKey: 'p', privateKey: 'q' });
    reset.close();
  });
});
