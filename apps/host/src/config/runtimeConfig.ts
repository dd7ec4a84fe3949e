import * as v from 'valibot';

/**
 * The runtime configuration of spec §1/§9 and ARCHITECTURE.md: one build serves every
 * environment, and this file (`/config.json` beside index.html) tells it where it runs.
 * URLs may be relative to the page (the sandbox serves everything on one origin).
 */
// valibot, as in the API client: one validation library, tree-shaken to the few checks used
// here (the config parser ships in the first-screen bundle).
const notEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
const url = notEmpty;
const identifier = notEmpty;
const hexColour = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0082fc'));

export const runtimeConfigSchema = v.strictObject({
  /** Name of the environment: 'production' shows nothing; others are appended to the title. */
  environment: identifier,
  /** Base URL of the platform's REST API. */
  apiUrl: url,
  /** URL of the real-time hub. */
  hubUrl: url,
  identity: v.strictObject({
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
  filterableEvents: v.optional(v.array(identifier), () => []),
  /** Colours for event types beyond the built-in ones (Bluetooth, State). */
  eventColors: v.optional(v.record(v.string(), hexColour), () => ({})),
});

export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;

/** Why a configuration could not be used, one line per problem, naming the field. */
export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; problems: string[] };

/** Why the console cannot start: no config.json could be loaded, or it is not valid. */
export type ConfigFailure =
  { kind: 'missing'; reason: string } | { kind: 'invalid'; problems: string[] };

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
    apiUrl: resolve('apiUrl', parsed.output.apiUrl),
    hubUrl: resolve('hubUrl', parsed.output.hubUrl),
    identity: {
      ...parsed.output.identity,
      url: resolve('identity.url', parsed.output.identity.url),
    },
  };
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
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
