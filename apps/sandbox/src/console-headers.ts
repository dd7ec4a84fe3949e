/**
 * What the console's own responses carry (the host build, its client-side routes, `/config.json`
 * and the placeholder page): a strict Content-Security-Policy built from the runtime config,
 * frame protection, no MIME sniffing, no referrer, and cache rules for a hashed build. The same
 * headers are documented for a production host in apps/host/README.md.
 */
import type { RuntimeConfig } from './runtime-config.ts';

/** Vite puts every hashed file under `assets/` (`index-B1x2c3.js`): they never change. */
export const HASHED_ASSETS_PREFIX = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and config.json: always asked again, so a new build or config is seen at once. */
export const REVALIDATE = 'no-cache';

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The WebSocket origin a SignalR client opens for an http(s) hub URL. */
function socketOriginOf(url: string): string | undefined {
  const origin = originOf(url);
  return origin?.replace(/^http(s?):/, 'ws$1:');
}

/**
 * The policy: scripts only from the app's own origin (no inline script, no eval); styles from
 * the origin plus inline `<style>` (styled-components injects its rules at run time, and a
 * nonce would need the HTML rewritten per response, which a static host cannot do; styles run
 * no code); images from the origin, `data:` (installation images) and `blob:` (QR codes);
 * workers from the origin and `blob:` (the QR reader's decoder, issue 51, runs in a worker the
 * console's own script makes from a blob: only a script of this origin can make one);
 * the camera's picture plays from a `MediaStream`, which needs no source;
 * `connect-src` only the configured API, hub (http and ws) and identity origins; no frames
 * (keycloak-js runs with `checkLoginIframe: false`), no plugins, never framed; forms post only
 * to the app and the identity provider (keycloak-js's POST logout).
 */
export function contentSecurityPolicy(config: RuntimeConfig): string {
  const api = originOf(config.apiUrl);
  const hub = originOf(config.hubUrl);
  const hubSocket = socketOriginOf(config.hubUrl);
  const identity = originOf(config.identity.url);
  const unique = (values: (string | undefined)[]) => [
    ...new Set(values.filter((v): v is string => v !== undefined)),
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", api, hub, hubSocket, identity]),
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': unique(["'self'", identity]),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The security headers of every console response. */
export function consoleSecurityHeaders(config: RuntimeConfig): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

/** The Cache-Control of a file of the host build, by its URL path. */
export function cacheControlFor(path: string): string {
  return path.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE;
}
