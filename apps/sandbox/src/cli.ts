/** Reads the sandbox's options from the command line and the environment, and checks them. */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import {
  DEFAULT_DATA_DIR,
  DEFAULT_EVENTS_PER_SECOND,
  DEFAULT_PORT,
  DEFAULT_SMTP_PORT,
  MAX_SEEDED_DEVICES,
} from './constants.ts';
import { parseOrigin } from './origins.ts';

export interface CliOptions {
  port: number;
  eventsPerSecond: number;
  reset: boolean;
  dataDir: string;
  staticDir: string;
  /** Trust the Vite dev server (port 5173) too. */
  devOrigins: boolean;
  /** Embedding apps' origins allowed to call the API and the hub (`--allow-origin`, repeatable). */
  allowOrigins?: string[];
  /** Reseed with this many devices in the demo tenant (`--devices`, implies `--reset`). */
  devices?: number;
  /** An SMTP server for the platform's e-mail (`--smtp-url`, `SANDBOX_SMTP_URL`). */
  smtpUrl?: string;
  /** The port of the sandbox's SMTP receiver, when asked for (`--smtp-port`, `SANDBOX_SMTP_PORT`). */
  smtpPort?: number;
  /** The install wizard's wait for a pressed dispenser (`--install-verification-timeout`, s). */
  installVerificationTimeoutSeconds?: number;
}

export type CliParse =
  | { status: 'run'; options: CliOptions }
  | { status: 'help'; text: string }
  | { status: 'error'; message: string };

export const HELP = `Usage: node apps/sandbox/src/main.ts [options]

  --port N                listen on 127.0.0.1:N (env PORT; default ${DEFAULT_PORT})
  --events-per-second N   simulated events over all tenants (env EVENTS_PER_SECOND; default ${DEFAULT_EVENTS_PER_SECOND}; 0 = off)
  --reset                 reseed the platform's data (signing keys and sessions are kept)
  --data-dir DIR          where the store lives (env SANDBOX_DATA_DIR; default ${DEFAULT_DATA_DIR})
  --static-dir DIR        the built host app (env SANDBOX_STATIC_DIR; default apps/host/dist)
  --dev-origins           also trust the Vite dev server (http://localhost:5173) for CORS and sign-in
  --allow-origin ORIGIN   let an app on ORIGIN (e.g. http://localhost:4173) use the API, the hub and sign-in; repeatable
  --devices N             reseed (as --reset does) with N devices in the demo tenant, 1 to ${MAX_SEEDED_DEVICES} (a large fleet)
  --smtp-url URL          send the platform's e-mail to this SMTP server, e.g. smtp://user:pass@host:587 (env SANDBOX_SMTP_URL; default: the sandbox's own inbox, /sandbox/inbox)
  --smtp-port N           the sandbox's own SMTP receiver on 127.0.0.1:N (env SANDBOX_SMTP_PORT; default ${DEFAULT_SMTP_PORT}, or a free port when that one is taken)
  --install-verification-timeout S
                          seconds the install wizard waits for a pressed dispenser before it offers 'installed, not verified' (env INSTALL_VERIFICATION_TIMEOUT; default: the console's 120)
  --help                  this text`;

function number(name: string, raw: string, min: number, max: number): number | string {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value < min || value > max) {
    return `${name} must be a number from ${min} to ${max}, not "${raw}"`;
  }
  return value;
}

/** `repoRoot` anchors the default folders, so the sandbox runs the same from any directory. */
export function parseCli(argv: string[], env: NodeJS.ProcessEnv, repoRoot: string): CliParse {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        'events-per-second': { type: 'string' },
        reset: { type: 'boolean', default: false },
        'data-dir': { type: 'string' },
        'static-dir': { type: 'string' },
        'dev-origins': { type: 'boolean', default: false },
        'allow-origin': { type: 'string', multiple: true },
        devices: { type: 'string' },
        'smtp-url': { type: 'string' },
        'smtp-port': { type: 'string' },
        'install-verification-timeout': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  const { values } = parsed;
  if (values.help) return { status: 'help', text: HELP };
  const port = number('port', values.port ?? env.PORT ?? String(DEFAULT_PORT), 0, 65535);
  if (typeof port === 'string') return { status: 'error', message: port };
  if (!Number.isInteger(port)) return { status: 'error', message: 'port must be a whole number' };
  const eventsPerSecond = number(
    'events-per-second',
    values['events-per-second'] ?? env.EVENTS_PER_SECOND ?? String(DEFAULT_EVENTS_PER_SECOND),
    0,
    100_000,
  );
  if (typeof eventsPerSecond === 'string') return { status: 'error', message: eventsPerSecond };
  let devices: number | undefined;
  if (values.devices !== undefined) {
    const count = number('devices', values.devices, 1, MAX_SEEDED_DEVICES);
    if (typeof count === 'string') return { status: 'error', message: count };
    if (!Number.isInteger(count))
      return { status: 'error', message: 'devices must be a whole number' };
    devices = count;
  }
  let smtpPort: number | undefined;
  const rawSmtpPort = values['smtp-port'] ?? env.SANDBOX_SMTP_PORT;
  if (rawSmtpPort !== undefined) {
    const value = number('smtp-port', rawSmtpPort, 0, 65535);
    if (typeof value === 'string') return { status: 'error', message: value };
    if (!Number.isInteger(value)) {
      return { status: 'error', message: 'smtp-port must be a whole number' };
    }
    smtpPort = value;
  }
  let installVerificationTimeoutSeconds: number | undefined;
  const rawTimeout = values['install-verification-timeout'] ?? env.INSTALL_VERIFICATION_TIMEOUT;
  if (rawTimeout !== undefined) {
    const value = number('install-verification-timeout', rawTimeout, 1, 3600);
    if (typeof value === 'string') return { status: 'error', message: value };
    if (!Number.isInteger(value)) {
      return { status: 'error', message: 'install-verification-timeout must be a whole number' };
    }
    installVerificationTimeoutSeconds = value;
  }
  const smtpUrl = values['smtp-url'] ?? env.SANDBOX_SMTP_URL;
  if (smtpUrl !== undefined && !isSmtpUrl(smtpUrl)) {
    return {
      status: 'error',
      message: `smtp-url must be an SMTP URL such as smtp://user:pass@host:587 or smtps://host:465, not "${smtpUrl}"`,
    };
  }
  const allowOrigins: string[] = [];
  for (const raw of values['allow-origin'] ?? []) {
    const origin = parseOrigin(raw);
    if (origin.status === 'error') return { status: 'error', message: origin.message };
    allowOrigins.push(origin.origin);
  }
  return {
    status: 'run',
    options: {
      port,
      eventsPerSecond,
      // A fleet of another size is a new seed: the stored one would not have it.
      reset: (values.reset ?? false) || devices !== undefined,
      devOrigins: values['dev-origins'] ?? false,
      dataDir: resolve(repoRoot, values['data-dir'] ?? env.SANDBOX_DATA_DIR ?? DEFAULT_DATA_DIR),
      staticDir: resolve(
        repoRoot,
        values['static-dir'] ?? env.SANDBOX_STATIC_DIR ?? 'apps/host/dist',
      ),
      ...(allowOrigins.length > 0 ? { allowOrigins } : {}),
      ...(devices === undefined ? {} : { devices }),
      ...(smtpUrl === undefined ? {} : { smtpUrl }),
      ...(smtpPort === undefined ? {} : { smtpPort }),
      ...(installVerificationTimeoutSeconds === undefined
        ? {}
        : { installVerificationTimeoutSeconds }),
    },
  };
}

function isSmtpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}
