/**
 * The contract as the generators read it: a few OpenAPI 3.1 shapes, `$ref` resolution and the
 * operations in document order. Only what `platform.yaml` uses is modelled; anything else fails
 * the generation loudly rather than generating something wrong.
 */

export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  contentMediaType?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  /** An ECMAScript regular expression a string must match (JSON Schema 2020-12). */
  pattern?: string;
  description?: string;
  /**
   * A size (`maxLength`, `maxItems`) that is a quota on what the platform stores: checked by
   * the platform itself (413), not by the generated request validator (422).
   */
  'x-quota'?: boolean;
  /** The constants a keyword of this schema defines, by name: `{ maxLength: COMMENT_MAX_LENGTH }`. */
  'x-constants'?: Record<string, string>;
}

export interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface MediaTypes {
  content?: Record<string, { schema?: Schema }>;
  $ref?: string;
}

export interface Operation {
  operationId?: string;
  description?: string;
  'x-area'?: string;
  /** A read: the cache root its answers live under (`x-cache-roots`). */
  'x-cache'?: string;
  /** A write: the cache roots it makes stale. */
  'x-invalidates'?: string[];
  parameters?: Parameter[];
  requestBody?: MediaTypes & { required?: boolean };
  responses?: Record<string, MediaTypes>;
}

export interface Document {
  /** The console's cache roots, each with what it holds (see `x-cache`). */
  'x-cache-roots'?: Record<string, string>;
  paths?: Record<string, Record<string, Operation>>;
  components?: {
    schemas?: Record<string, Schema>;
    parameters?: Record<string, Parameter>;
    requestBodies?: Record<string, MediaTypes>;
    responses?: Record<string, MediaTypes>;
  };
}

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** An operation with where it lives. */
export interface OperationAt {
  id: string;
  method: string;
  path: string;
  operation: Operation;
}

export function operationsOf(document: Document): OperationAt[] {
  const found: OperationAt[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const id = operation.operationId;
      if (!id) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      found.push({ id, method, path, operation });
    }
  }
  return found;
}

/** The component a local `$ref` names: `#/components/schemas/Room` -> `Room`. */
export function refName(ref: string): string {
  const name = /^#\/components\/[a-zA-Z]+\/([A-Za-z0-9_]+)$/.exec(ref)?.[1];
  if (!name) throw new Error(`Unsupported $ref ${ref} (only local components)`);
  return name;
}

export function resolve<T extends { $ref?: string }>(
  document: Document,
  kind: 'parameters' | 'requestBodies' | 'responses',
  value: T,
): T {
  if (!value.$ref) return value;
  const target = (document.components?.[kind] as Record<string, T> | undefined)?.[
    refName(value.$ref)
  ];
  if (!target) throw new Error(`Unresolved $ref ${value.$ref}`);
  return target;
}

export function schemaNamed(document: Document, name: string): Schema {
  const schema = document.components?.schemas?.[name];
  if (!schema) throw new Error(`No schema ${name}`);
  return schema;
}

/** `[string, 'null']` -> `{ types: ['string'], nullable: true }`. */
export function typesOf(schema: Schema): { types: string[]; nullable: boolean } {
  const all = schema.type === undefined ? [] : [schema.type].flat();
  return { types: all.filter((type) => type !== 'null'), nullable: all.includes('null') };
}

/** `oneOf: [X, { type: 'null' }]` -> X, else undefined. */
export function nullableOneOf(schema: Schema): Schema | undefined {
  if (!schema.oneOf || schema.oneOf.length !== 2) return undefined;
  const [a, b] = schema.oneOf as [Schema, Schema];
  const isNull = (s: Schema) => s.type === 'null' && Object.keys(s).length === 1;
  if (isNull(b)) return a;
  if (isNull(a)) return b;
  return undefined;
}

/** A JSDoc block from a description, wrapped to the repository's 100 columns. */
export function jsDoc(text: string | undefined, indent = ''): string {
  if (!text) return '';
  const width = 100 - indent.length - 3;
  const lines: string[] = [];
  for (const paragraph of text
    .trim()
    .replaceAll('*/', '*\\/')
    .split(/\n\s*\n/)) {
    if (lines.length > 0) lines.push('');
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      if (line && line.length + 1 + word.length > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  if (lines.length === 1 && lines[0]!.length <= width - 3) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line}`.trimEnd()).join('\n')}\n${indent} */\n`;
}
