import { runtimeConfigSchema, type RuntimeConfig } from '@hygiene/api-client';
import * as v from 'valibot';

// The schema is the deployment contract of @hygiene/api-client, which the sandbox serves too.
// valibot, as in the API client: one validation library, tree-shaken to the few checks used
// here (the config parser ships in the first-screen bundle).
export type { RuntimeConfig };

/** Why a configuration could not be used, one line per problem, naming the field. */
export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; problems: string[] };

/** Why the console cannot start: no config.json could be loaded, or it is not valid. */
export type ConfigFailure =
  { status: 'missing'; reason: string } | { status: 'invalid'; problems: string[] };

/**
 * Validates a parsed config.json and resolves its URLs against the page's address, so every
 * URL the app uses later is absolute.
 */
export function parseRuntimeConfig(raw: unknown, pageUrl: string): ConfigResult {
  const parsed = v.safeParse(runtimeConfigSchema, raw);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.issues.map(describeIssue),
    };
  }
  const problems: string[] = [];
  const resolve = (field: string, value: string) => {
    try {
      return new URL(value, pageUrl).toString().replace(/\/$/, '');
    } catch {
      problems.push(`${field}: is not a URL`);
      return value;
    }
  };
  const config: RuntimeConfig = {
    ...parsed.output,
    // The console itself sets no cookie (tokens stay in memory, the partner and tenant in web
    // storage, spec §9); the domain is resolved here for what the deployment shares by cookie.
    cookieDomain: parsed.output.cookieDomain ?? cookieDomainOf(new URL(pageUrl).hostname),
    apiUrl: resolve('apiUrl', parsed.output.apiUrl),
    hubUrl: resolve('hubUrl', parsed.output.hubUrl),
    identity: {
      ...parsed.output.identity,
      url: resolve('identity.url', parsed.output.identity.url),
    },
  };
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}

/**
 * Spec §9: the cookie domain is the host with the first label dropped when it has more than two
 * labels (`console.demo.hygiene.example` -> `demo.hygiene.example`), so a cookie is shared with the
 * sibling apps of the deployment. A host of one or two labels, or an IP address, is kept whole:
 * dropping a label of `127.0.0.1` would name a network, not a host.
 */
export function cookieDomainOf(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (/^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[')) return host;
  const labels = host.split('.');
  return labels.length > 2 ? labels.slice(1).join('.') : host;
}

/** One line per problem, naming the field, in words rather than valibot's defaults. */
function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((item) => String(item.key)) ?? [];
  // An unknown key is reported at the key itself; name it on its object instead.
  if (issue.expected === 'never') {
    const key = path.pop();
    return `${path.length > 0 ? path.join('.') : '(root)'}: unknown field ${key}`;
  }
  const where = path.length > 0 ? path.join('.') : '(root)';
  if (issue.received === 'undefined') return `${where}: is missing`;
  if (issue.kind === 'schema') return `${where}: expected ${issue.expected}`;
  return `${where}: ${issue.message}`;
}

/** Spec §2: outside production the page title gets the environment name in upper case. */
export function pageTitle(baseTitle: string, environment: string): string {
  return environment.toLowerCase() === 'production'
    ? baseTitle
    : `${baseTitle} ${environment.toUpperCase()}`;
}
