/** The names the sandbox answers to, and who may call it from a browser. */
import { DEV_SERVER_ORIGINS } from './constants.ts';

export interface Origins {
  /** The sandbox's own origins: it answers on 127.0.0.1 and localhost alike. */
  own: string[];
  /**
   * Origins allowed by CORS, by the hub's WebSocket origin check and as redirect targets after
   * sign-in: own, the Vite dev server with `--dev-origins`, and the embedding apps of
   * `--allow-origin`.
   */
  trusted: string[];
  /** `Host` header values accepted; anything else is refused (DNS rebinding). */
  hosts: Set<string>;
}

export interface OriginOptions {
  /**
   * Trust the Vite dev server (`http://localhost:5173`, `http://127.0.0.1:5173`) too: only with
   * `--dev-origins`, so no page on that port is trusted while no dev server of ours runs there.
   */
  devOrigins?: boolean;
  /** Embedding apps' origins (`--allow-origin`), trusted like the sandbox's own. */
  allowOrigins?: readonly string[];
}

export function originsFor(port: number, options: OriginOptions = {}): Origins {
  const own = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  return {
    own,
    trusted: [
      ...new Set([
        ...own,
        ...(options.devOrigins ? DEV_SERVER_ORIGINS : []),
        ...(options.allowOrigins ?? []),
      ]),
    ],
    hosts: new Set([`127.0.0.1:${port}`, `localhost:${port}`]),
  };
}

/** The origin of an absolute URL, or undefined when it does not parse. */
export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Reads an origin given on the command line (`--allow-origin`): `http(s)://host[:port]`, nothing
 * more. Returns the origin as browsers send it, or an error text.
 */
export function parseOrigin(
  raw: string,
): { status: 'ok'; origin: string } | { status: 'error'; message: string } {
  const origin = originOf(raw);
  const bad = {
    status: 'error',
    message: `allow-origin must be an origin such as http://localhost:4173, not "${raw}"`,
  } as const;
  if (origin === undefined || origin === 'null') return bad;
  // A path, query or credentials would be silently dropped: refuse rather than surprise.
  if (raw.replace(/\/$/, '') !== origin) return bad;
  if (!origin.startsWith('http://') && !origin.startsWith('https://')) return bad;
  return { status: 'ok', origin };
}
