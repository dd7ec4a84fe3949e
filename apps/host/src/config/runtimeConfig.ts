import * as z from 'zod';

/**
 * The runtime configuration of spec §1/§9 and ARCHITECTURE.md: one build serves every
 * environment, and this file (`/config.json` beside index.html) tells it where it runs.
 * URLs may be relative to the page (the sandbox serves everything on one origin).
 */
const url = z.string().trim().min(1, 'must not be empty');
const identifier = z.string().trim().min(1, 'must not be empty');
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0082fc');

export const runtimeConfigSchema = z
  .object({
    /** Name of the environment: 'production' shows nothing; others are appended to the title. */
    environment: identifier,
    /** Base URL of the platform's REST API. */
    apiUrl: url,
    /** URL of the real-time hub. */
    hubUrl: url,
    identity: z
      .object({
        /** Base URL of the identity provider (Keycloak layout: {url}/realms/{realm}/...). */
        url,
        /** Realm used when the address names no partner. */
        defaultRealm: identifier,
      })
      .strict(),
    /** The service tenant: the one used for maintenance and installation planning. */
    serviceTenantIdentifier: identifier,
    /** The tenant used when nothing else names one. */
    defaultTenantIdentifier: identifier,
    /** Event types the live feed can be filtered by. */
    filterableEvents: z.array(identifier).default([]),
    /** Colours for event types beyond the built-in ones (Bluetooth, State). */
    eventColors: z.record(z.string(), hexColour).default({}),
  })
  .strict();

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
      problems: parsed.error.issues.map(
        (issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`,
      ),
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

/** Spec §2: outside production the page title gets the environment name in upper case. */
export function pageTitle(baseTitle: string, environment: string): string {
  return environment.toLowerCase() === 'production'
    ? baseTitle
    : `${baseTitle} ${environment.toUpperCase()}`;
}
