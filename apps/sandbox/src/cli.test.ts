import { describe, expect, it } from 'vitest';

import { parseCli } from './cli.ts';

const root = '/repo';

describe('parseCli', () => {
  it('defaults to port 8080, 2 events per second and folders under the repository', () => {
    expect(parseCli([], {}, root)).toEqual({
      status: 'run',
      options: {
        port: 8080,
        eventsPerSecond: 2,
        reset: false,
        dataDir: '/repo/.data/sandbox',
        staticDir: '/repo/apps/host/dist',
        devOrigins: false,
      },
    });
  });

  it('trusts the Vite dev server only with --dev-origins', () => {
    expect(parseCli(['--dev-origins'], {}, root)).toMatchObject({
      status: 'run',
      options: { devOrigins: true },
    });
  });

  it('takes PORT and EVENTS_PER_SECOND from the environment, flags first', () => {
    const fromEnv = parseCli([], { PORT: '9000', EVENTS_PER_SECOND: '0' }, root);
    expect(fromEnv).toMatchObject({ status: 'run', options: { port: 9000, eventsPerSecond: 0 } });
    const flags = parseCli(['--port', '9001', '--reset'], { PORT: '9000' }, root);
    expect(flags).toMatchObject({ status: 'run', options: { port: 9001, reset: true } });
  });

  it('refuses what it cannot use, with a reason', () => {
    expect(parseCli(['--port', 'eighty'], {}, root)).toMatchObject({ status: 'error' });
    expect(parseCli([], { PORT: '70000' }, root)).toMatchObject({ status: 'error' });
    expect(parseCli(['--port', '80.5'], {}, root)).toMatchObject({ status: 'error' });
    expect(parseCli(['--events-per-second', '-1'], {}, root)).toMatchObject({ status: 'error' });
    expect(parseCli(['--bogus'], {}, root)).toMatchObject({ status: 'error' });
    expect(parseCli(['--help'], {}, root)).toMatchObject({ status: 'help' });
  });

  it('takes the install wizard’s wait for a pressed dispenser, in whole seconds', () => {
    expect(parseCli(['--install-verification-timeout', '3'], {}, root)).toMatchObject({
      status: 'run',
      options: { installVerificationTimeoutSeconds: 3 },
    });
    expect(parseCli([], { INSTALL_VERIFICATION_TIMEOUT: '90' }, root)).toMatchObject({
      options: { installVerificationTimeoutSeconds: 90 },
    });
    const none = parseCli([], {}, root);
    expect(none.status === 'run' && 'installVerificationTimeoutSeconds' in none.options).toBe(
      false,
    );
    for (const bad of ['0', '1.5', 'soon', '3601']) {
      expect(parseCli(['--install-verification-timeout', bad], {}, root)).toMatchObject({
        status: 'error',
      });
    }
  });

  it('takes --allow-origin, repeatable, and refuses what is not an origin', () => {
    expect(
      parseCli(
        ['--allow-origin', 'http://localhost:4173', '--allow-origin', 'https://a.example/'],
        {},
        root,
      ),
    ).toMatchObject({
      status: 'run',
      options: { allowOrigins: ['http://localhost:4173', 'https://a.example'] },
    });
    for (const bad of ['localhost:4173', 'http://localhost:4173/app', 'ftp://x.example', '*']) {
      expect(parseCli(['--allow-origin', bad], {}, root)).toMatchObject({ status: 'error' });
    }
  });

  it('takes --devices for a large demo fleet, which reseeds, and refuses what is no count', () => {
    expect(parseCli(['--devices', '100000'], {}, root)).toMatchObject({
      status: 'run',
      options: { devices: 100_000, reset: true },
    });
    for (const bad of ['0', '1.5', 'many', '200001']) {
      expect(parseCli(['--devices', bad], {}, root)).toMatchObject({ status: 'error' });
    }
  });

  it('takes an SMTP server for e-mail and the receiver port, flags before the environment', () => {
    expect(
      parseCli([], { SANDBOX_SMTP_URL: 'smtp://user:pass@mail.example:587' }, root),
    ).toMatchObject({ status: 'run', options: { smtpUrl: 'smtp://user:pass@mail.example:587' } });
    expect(
      parseCli(['--smtp-url', 'smtps://mail.example'], { SANDBOX_SMTP_URL: 'smtp://x' }, root),
    ).toMatchObject({ status: 'run', options: { smtpUrl: 'smtps://mail.example' } });
    expect(parseCli(['--smtp-port', '2626'], { SANDBOX_SMTP_PORT: '2727' }, root)).toMatchObject({
      status: 'run',
      options: { smtpPort: 2626 },
    });
    expect(parseCli([], { SANDBOX_SMTP_PORT: '2727' }, root)).toMatchObject({
      status: 'run',
      options: { smtpPort: 2727 },
    });
    for (const bad of ['mail.example:587', 'http://mail.example', 'smtp://', 'nonsense']) {
      expect(parseCli(['--smtp-url', bad], {}, root)).toMatchObject({ status: 'error' });
    }
    for (const bad of ['-1', '65536', '25.5', 'smtp']) {
      expect(parseCli(['--smtp-port', bad], {}, root)).toMatchObject({ status: 'error' });
    }
  });
});
