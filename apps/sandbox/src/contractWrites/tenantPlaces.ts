/**
 * Where each write operation accepts a tenant: the tenant header, path and query parameters,
 * and body fields whose name or schema says tenant. Each place names another tenant (`OTHER`)
 * in a built request.
 */
import { platformContract, TENANT_HEADER } from '@hygiene/api-client';

import { resolve } from './contract.ts';
import type { WriteOperation } from './contract.ts';
import type { BuiltRequest } from './requests.ts';

const NAMES_A_TENANT = /tenant/i;
/** A tenant staff may not reach. */
export const OTHER = 'oslo-universitetssykehus';

const saysTenant = (name: string, schema: Record<string, unknown> | undefined, raw: unknown) =>
  NAMES_A_TENANT.test(name) ||
  NAMES_A_TENANT.test(String(schema?.description ?? '')) ||
  NAMES_A_TENANT.test(String((raw as { $ref?: string }).$ref ?? ''));

/** Dot paths of the body fields whose name or schema says tenant, with their schema. */
function tenantFields(
  raw: unknown,
  path: string[] = [],
  seen = new Set<unknown>(),
): { path: string[]; schema: Record<string, unknown> }[] {
  const schema = resolve(raw);
  if (!schema || seen.has(schema)) return [];
  const inner = new Set(seen).add(schema);
  const found: { path: string[]; schema: Record<string, unknown> }[] = [];
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    for (const part of (schema[key] as unknown[] | undefined) ?? []) {
      found.push(...tenantFields(part, path, inner));
    }
  }
  for (const [name, property] of Object.entries(
    (schema.properties as Record<string, unknown> | undefined) ?? {},
  )) {
    const resolved = resolve(property);
    if (saysTenant(name, resolved, property)) {
      found.push({ path: [...path, name], schema: resolved ?? {} });
    } else {
      found.push(...tenantFields(property, [...path, name], inner));
    }
  }
  return found;
}

export interface Place {
  /** `header`, `path:{name}`, `query:{name}` or `body:{dot.path}` */
  name: string;
  apply(request: BuiltRequest): BuiltRequest;
}

/** The value a tenant field of this schema takes for `tenant` (string, list, or `{identifier}`). */
function tenantValue(schema: Record<string, unknown>, tenant: string): unknown {
  const variants = [schema, ...((schema.oneOf ?? schema.anyOf ?? []) as unknown[]).map(resolve)];
  for (const variant of variants) {
    if (
      variant?.type === 'array' ||
      (Array.isArray(variant?.type) && variant.type.includes('array'))
    ) {
      return [tenant];
    }
    const properties = variant?.properties as Record<string, unknown> | undefined;
    if (properties?.identifier) return { identifier: tenant };
  }
  return tenant;
}

export function placesOf(write: WriteOperation): Place[] {
  const places: Place[] = [
    {
      name: 'header',
      apply: (r) => ({ ...r, headers: { ...r.headers, [TENANT_HEADER]: OTHER } }),
    },
  ];
  const item = platformContract.paths[write.path] as { parameters?: unknown[] };
  const parameters = [...(item.parameters ?? []), ...(write.operation.parameters ?? [])].map(
    (p) => resolve(p) as { name: string; in: string; description?: string },
  );
  const templateSegments = write.path.split('/');
  for (const parameter of parameters) {
    if (parameter.in === 'header' || !saysTenant(parameter.name, parameter, {})) continue;
    if (parameter.in === 'path') {
      const index = templateSegments.indexOf(`{${parameter.name}}`);
      places.push({
        name: `path:${parameter.name}`,
        apply: (r) => {
          const url = new URL(r.url);
          const segments = url.pathname.split('/');
          // The template's segments sit at the end of the URL's (after the base path).
          segments[segments.length - templateSegments.length + index] = OTHER;
          url.pathname = segments.join('/');
          return { ...r, url };
        },
      });
    } else if (parameter.in === 'query') {
      places.push({
        name: `query:${parameter.name}`,
        apply: (r) => {
          const url = new URL(r.url);
          url.searchParams.set(parameter.name, OTHER);
          return { ...r, url };
        },
      });
    }
  }
  const content = (resolve(write.operation.requestBody)?.content ?? {}) as Record<
    string,
    { schema: unknown }
  >;
  for (const [mediaType, media] of Object.entries(content)) {
    for (const field of tenantFields(media.schema)) {
      if (!/json/.test(mediaType)) {
        throw new Error(`${write.operationId}: a tenant field in ${mediaType} is not covered yet`);
      }
      places.push({
        name: `body:${field.path.join('.')}`,
        apply: (r) => {
          const body = JSON.parse(new TextDecoder().decode(r.body ?? new Uint8Array())) as Record<
            string,
            unknown
          >;
          let node = body;
          for (const key of field.path.slice(0, -1)) {
            node = (node[key] ??= {}) as Record<string, unknown>;
          }
          node[field.path.at(-1)!] = tenantValue(field.schema, OTHER);
          return {
            ...r,
            headers: { ...r.headers, 'content-type': 'application/json' },
            body: new TextEncoder().encode(JSON.stringify(body)),
          };
        },
      });
    }
  }
  return places;
}
