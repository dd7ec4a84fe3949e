import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestSandbox } from './test-helpers.ts';
import type { TestSandbox } from './test-helpers.ts';

let sandbox: TestSandbox;
let staticDir: string;
const bigScript = `export const words = ${JSON.stringify('hygiene '.repeat(2000))};`;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'sandbox-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><title>host</title><p>the host app</p>',
  );
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("app")');
  // A hashed asset with the compressed copies the host's build writes beside it.
  writeFileSync(join(staticDir, 'assets', 'index-a1b2c3.js'), bigScript);
  writeFileSync(join(staticDir, 'assets', 'index-a1b2c3.js.gz'), gzipSync(bigScript));
  writeFileSync(join(staticDir, 'assets', 'index-a1b2c3.js.br'), brotliCompressSync(bigScript));
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

/** A raw GET with headers, answering the headers and the undecoded body. */
function rawGetWith(
  path: string,
  headers: Record<string, string>,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: sandbox.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('headers of the console', () => {
  it('carries a strict CSP, frame protection, nosniff and a referrer policy', async () => {
    for (const path of ['/', '/demo/dashboard', '/config.json', '/assets/app.js']) {
      const response = await fetch(`${sandbox.url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      // The QR reader's worker (issue 51), from a blob the console's own script makes.
      expect(csp).toContain("worker-src 'self' blob:");
      // Only the configured API, hub and identity origins (all this sandbox here).
      const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
      expect(connect).toEqual(["'self'", sandbox.url, sandbox.url.replace('http:', 'ws:')]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('serves hashed assets compressed as asked, cached for a year; the page and config no-cache', async () => {
    const br = await rawGetWith('/assets/index-a1b2c3.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(bigScript);
    expect(br.headers['content-type']).toContain('javascript');

    const gzip = await rawGetWith('/assets/index-a1b2c3.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await rawGetWith('/assets/index-a1b2c3.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigScript);

    for (const path of ['/', '/index.html', '/demo/dashboard', '/config.json']) {
      expect((await rawGetWith(path, {})).headers['cache-control'], path).toBe('no-cache');
    }
  });
});
