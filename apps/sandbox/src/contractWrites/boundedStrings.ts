/**
 * The bounded strings of the JSON bodies: where a write's limits are, read from the contract,
 * and a request with one of them set to another value.
 */
import { jsonBodySchemaOf, resolve } from './contract.ts';
import type { WriteOperation } from './contract.ts';
import type { BuiltRequest } from './requests.ts';

export interface BoundedString {
  /** The field's dot path in the body (`userInfo.email`, `groups.0`). */
  path: string[];
  maxLength: number;
  /** The component the string is (`SerialNumber`, `Name`, `Id`), when it is one. */
  component: string | undefined;
}

/**
 * Every string of a write's JSON body with a `maxLength` the request validator checks (not an
 * `x-quota`, which is the platform's 413), present in `body` (the valid request's) or an
 * optional field of an object present there; list items at index 0 when the list has one.
 */
export function boundedStrings(write: WriteOperation, body: unknown): BoundedString[] {
  const schema = jsonBodySchemaOf(write);
  if (schema === undefined) return [];
  const found: BoundedString[] = [];
  const visit = (raw: unknown, value: unknown, path: string[]) => {
    const ref = (raw as { $ref?: string } | undefined)?.$ref;
    const node = resolve(raw);
    if (!node) return;
    for (const part of [
      ...((node.oneOf ?? []) as unknown[]),
      ...((node.allOf ?? []) as unknown[]),
    ]) {
      visit(part, value, path);
    }
    const types = ([] as unknown[]).concat(node.type ?? []);
    if (types.includes('string') && typeof node.maxLength === 'number' && !node['x-quota']) {
      found.push({ path, maxLength: node.maxLength, component: ref?.split('/').at(-1) });
    }
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      if (value.length > 0 && node.items) visit(node.items, value[0], [...path, '0']);
      return;
    }
    const properties = (node.properties ?? {}) as Record<string, unknown>;
    for (const [name, property] of Object.entries(properties)) {
      const inner = (value as Record<string, unknown>)[name];
      // A string field is set whether the valid body has it or not; an object only if it does.
      visit(property, inner, [...path, name]);
    }
  };
  visit(schema, body, []);
  // A path whose parent the body lacks cannot be set; the string fields of a missing object
  // are left out (the walk above reached them through `undefined`).
  return found.filter((field) => parentOf(body, field.path) !== undefined);
}

function parentOf(body: unknown, path: string[]): Record<string, unknown> | undefined {
  let node = body;
  for (const key of path.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : undefined;
}

/** `request` with the JSON body's field at `path` set to `value`. */
export function withField(request: BuiltRequest, path: string[], value: unknown): BuiltRequest {
  const body = JSON.parse(new TextDecoder().decode(request.body ?? new Uint8Array())) as unknown;
  parentOf(body, path)![path.at(-1)!] = value;
  return { ...request, body: new TextEncoder().encode(JSON.stringify(body)) };
}
