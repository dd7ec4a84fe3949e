import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestSandbox } from './test-helpers.ts';
import type { TestSandbox } from './test-helpers.ts';

let sandbox: TestSandbox;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'sandbox-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><title>host</title><p>the host app</p>',
  );
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("app")');
  writeFileSync(join(staticDir, 'config.json'), '{"apiUrl":"https://wrong.example"}');
  sandbox = await startTestSandbox({ staticDir });
});
afterAll(async () => {
  await sandbox.dispose();
  rmSync(staticDir, { recursive: true, force: true });
});

/** A raw GET, so the path reaches the server exactly as written (fetch would normalise `..`). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: sandbox.port, path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serving the host build', () => {
  it('serves its files, and its index.html for client-side routes', async () => {
    expect(sandbox.servesHostBuild).toBe(true);
    const script = await fetch(`${sandbox.url}/assets/app.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toBe('console.log("app")');
    for (const route of ['/', '/demo/dashboard', '/devices/ABC123']) {
      expect(await (await fetch(`${sandbox.url}${route}`)).text()).toContain('the host app');
    }
  });

  it('answers /config.json itself, whatever the build holds', async () => {
    const config = (await (await fetch(`${sandbox.url}/config.json`)).json()) as { apiUrl: string };
    expect(config.apiUrl).toBe(`${sandbox.url}/api`);
  });

  it('never serves a file outside the folder', async () => {
    for (const path of [
      '/../../../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fetc/passwd',
    ]) {
      const { body } = await rawGet(path);
      expect(body).not.toContain('root:');
    }
  });
});
