/**
 * `node apps/sandbox/src/main.ts` (Node 24 strips the types; `./dev sandbox` runs it): starts
 * the sandbox, prints where everything is, and stops cleanly on Ctrl-C.
 */
import { resolve } from 'node:path';

import { parseCli } from './cli.ts';
import { DEFAULT_SMTP_PORT } from './constants.ts';
import { demoCredentials } from './identity/users.ts';
import { messages } from './messages.ts';
import { redactedSmtpUrl } from './notifications/mail.ts';
import { startSandbox } from './server.ts';
import { DataDirLockedError } from './store.ts';

const started = performance.now();
const repoRoot = resolve(import.meta.dirname, '../../..');
const parsed = parseCli(process.argv.slice(2), process.env, repoRoot);

if (parsed.status === 'help') {
  console.log(parsed.text);
  process.exit(0);
}
if (parsed.status === 'error') {
  console.error(messages.log.badOption(parsed.message));
  process.exit(2);
}

const { options } = parsed;
try {
  const sandbox = await startSandbox({
    port: options.port,
    dataDir: options.dataDir,
    reset: options.reset,
    eventsPerSecond: options.eventsPerSecond,
    staticDir: options.staticDir,
    devOrigins: options.devOrigins,
    ...(options.devices === undefined ? {} : { devices: options.devices }),
    ...(options.allowOrigins ? { allowOrigins: options.allowOrigins } : {}),
    ...(options.smtpUrl === undefined ? {} : { smtpUrl: options.smtpUrl }),
    ...(options.installVerificationTimeoutSeconds === undefined
      ? {}
      : { installVerificationTimeoutSeconds: options.installVerificationTimeoutSeconds }),
    // The default port gives way to a free one when taken (an e2e run beside a dev sandbox).
    smtpPort: options.smtpPort ?? DEFAULT_SMTP_PORT,
    smtpPortFallback: options.smtpPort === undefined,
  });
  const url = `http://localhost:${sandbox.port}`;
  const log = messages.log;
  console.log(log.started(url, Math.round(performance.now() - started)));
  console.log(log.users);
  for (const { username, password, description } of demoCredentials()) {
    console.log(log.user(username, password, description));
  }
  console.log(log.data(sandbox.dataDir));
  if (options.reset) console.log(log.reset);
  console.log(sandbox.servesHostBuild ? log.staticDir(options.staticDir) : log.placeholder);
  console.log(log.platform);
  if (options.devOrigins) console.log(log.devOrigins);
  console.log(log.events(options.eventsPerSecond));
  console.log(
    sandbox.smtpPort === undefined
      ? log.externalMail(redactedSmtpUrl(options.smtpUrl ?? ''))
      : log.inbox(`${url}/sandbox/inbox`, sandbox.smtpPort),
  );
  for (const origin of options.allowOrigins ?? []) console.log(log.allowedOrigin(origin));
  console.log(log.stopHint);

  let stopping = false;
  const stop = () => {
    // A second Ctrl-C does not wait for the goodbyes.
    if (stopping) process.exit(130);
    stopping = true;
    console.log(log.stopping);
    void sandbox.close().then(() => {
      console.log(log.stopped);
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(messages.log.portInUse(options.port));
  } else if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
