import * as z from 'zod/mini';

/**
 * The runtime configuration of spec §1/§9 and ARCHITECTURE.md: one build serves every
 * environment, and this file (`/config.json` beside index.html) tells it where it runs.
 * URLs may be relative to the page (the sandbox serves everything on one origin).
 */
// zod/mini: the same checks as classic zod, tree-shakable (the config parser ships in the
// first-screen bundle).
const url = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));
const identifier = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));
const hexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0082fc'));

export const runtimeConfigSchema = z.strictObject({
  /** Name of the environment: 'production' shows nothing; others are appended to the title. */
  environment: identifier,
  /** Base URL of the platform's REST API. */
  apiUrl: url,
  /** URL of the real-time hub. */
  hubUrl: url,
  identity: z.strictObject({
    /** Base URL of the identity provider (Keycloak layout: {url}/realms/{realm}/...). */
    url,
    /** Realm used when the address names no partner. */
    defaultRealm: identifier,
  }),
  /** The service tenant: the one used for maintenance and installation planning. */
  serviceTenantIdentifier: identifier,
  /** The tenant used when nothing else names one. */
  defaultTenantIdentifier: identifier,
  /** Event types the live feed can be filtered by. */
  filterableEvents: z._default(z.array(identifier), []),
  /** Colours for event types beyond the built-in ones (Bluetooth, State). */
  eventColors: z._default(z.record(z.string(), hexColour), {}),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Why a configuration could not be used, one line per problem, naming the field. */
export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; problems: string[] };

/**
 * Validates a parsed config.json and resolves its URLs against the page's address, so every
 * URL the app uses later is absolute.
 */
export function parseRuntimeConfig(raw: unknown, pageUrl: string): ConfigResult {
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map(describeIssue),
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
    ...parsed.data,
    apiUrl: resolve('apiUrl', parsed.data.apiUrl),
    hubUrl: resolve('hubUrl', parsed.data.hubUrl),
    identity: { ...parsed.data.identity, url: resolve('identity.url', parsed.data.identity.url) },
  };
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}

/** One line per problem, naming the field; zod/mini ships no default messages of its own. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.length > 0 ? issue.path.join('.') : '(root)';
  switch (issue.code) {
    case 'unrecognized_keys':
      return `${where}: unknown field ${issue.keys.join(', ')}`;
    case 'invalid_type':
      return `${where}: expected ${issue.expected}`;
    default:
      return `${where}: ${issue.message || 'is not valid'}`;
  }
}

/** Spec §2: outside production the page title gets the environment name in upper case. */
export function pageTitle(baseTitle: string, environment: string): string {
  return environment.toLowerCase() === 'production'
    ? baseTitle
    : `${baseTitle} ${environment.toUpperCase()}`;
}
