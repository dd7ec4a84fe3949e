/** The names the sandbox answers to, and who may call it from a browser. */
import { DEV_SERVER_ORIGINS } from './constants.ts';

export interface Origins {
  /** The sandbox's own origins: it answers on 127.0.0.1 and localhost alike. */
  own: string[];
  /** Origins allowed by CORS and as redirect targets after sign-in: own (plus the dev server). */
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
}

export function originsFor(port: number, options: OriginOptions = {}): Origins {
  const own = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  return {
    own,
    trusted: [...own, ...(options.devOrigins ? DEV_SERVER_ORIGINS : [])],
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
