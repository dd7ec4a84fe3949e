/**
 * valibot schemas from the contract's JSON Schemas, in two modes:
 *
 * - `answer`: what the client checks in the platform's answers. Shape, types, enums and ranges
 *   (a count below 0 or a latitude of 200 is no value a screen can show); no size limits
 *   (`maxLength`, `maxItems` are the platform's quotas on what it stores, and a platform that
 *   raises one must not break consoles already deployed).
 * - `request`: what a platform accepts in a request body, with the messages it answers 422 with.
 *   A `minLength: 1` string is trimmed (the platform stores it so) and must not be blank after;
 *   every string is well-formed Unicode and within its `maxLength` and `pattern`; `minItems: 1`
 *   refuses an empty list, `maxItems` a long one; an object is never an array. A size marked
 *   `x-quota` is left to the platform's own quota check (413; the numbers are generated too:
 *   `generated/limits.ts`).
 */
import { jsDoc, nullableOneOf, refName, schemaNamed, typesOf } from './document.ts';
import type { Document, Schema } from './document.ts';

export type Mode = 'answer' | 'request';

/** How a `$ref` is written where it is used. */
type RefWriter = (name: string) => string;

export interface Emitter {
  mode: Mode;
  ref: RefWriter;
  /** The name of the values array of an enum component, which both modes share. */
  enumValues: (name: string) => string;
}

const literal = (value: unknown) => JSON.stringify(value);

/**
 * The valibot expression for `schema`; `componentName` when it is a component's own (an enum's
 * values and a pattern's message are named after it).
 */
export function emitSchema(schema: Schema, emitter: Emitter, componentName?: string): string {
  const enumName = componentName;
  const request = emitter.mode === 'request';
  if (schema.$ref) return emitter.ref(refName(schema.$ref));

  const inner = nullableOneOf(schema);
  if (inner) return `v.nullable(${emitSchema(inner, emitter)})`;
  if (schema.oneOf) throw new Error('oneOf is supported only as [X, null]');

  if (schema.allOf) {
    const entries = schema.allOf.map((part) =>
      part.$ref ? `...${emitter.ref(refName(part.$ref))}.entries` : objectEntries(part, emitter),
    );
    return request
      ? objectOnly(`v.object({ ${entries.join(', ')} }, m.required)`)
      : `v.object({ ${entries.join(', ')} })`;
  }

  const { types, nullable } = typesOf(schema);
  const orNull = (expression: string) => (nullable ? `v.nullable(${expression})` : expression);

  if (schema.enum) {
    const values = enumName
      ? emitter.enumValues(enumName)
      : `[${schema.enum
          .filter((value) => value !== null)
          .map(literal)
          .join(', ')}]`;
    const picklist = request
      ? `v.picklist(${values}, m.oneOf(${values}))`
      : `v.picklist(${values})`;
    return orNull(picklist);
  }

  if (types.length === 0) return 'v.unknown()';
  if (types.length > 1) throw new Error(`Several types (${types.join(', ')}) are not supported`);
  const pipe = (base: string, actions: string[]) =>
    actions.length === 0 ? base : `v.pipe(${[base, ...actions].join(', ')})`;

  switch (types[0]) {
    case 'string': {
      if (!request) return orNull('v.string()');
      const actions: string[] = ['v.check(isWellFormed, m.wellFormed)'];
      if (schema.format === 'date-time') actions.push('v.isoTimestamp(m.dateTime)');
      if (schema.format === 'date') actions.push('v.isoDate(m.date)');
      if (schema.minLength !== undefined) {
        if (schema.minLength !== 1) throw new Error('Only minLength: 1 is supported');
        actions.push('v.trim()', 'v.nonEmpty(m.notEmpty)');
      }
      if (schema.maxLength !== undefined && !schema['x-quota']) {
        actions.push(`v.maxLength(${schema.maxLength}, m.tooLong(${schema.maxLength}))`);
      }
      if (schema.pattern !== undefined) {
        if (!componentName) throw new Error('A pattern is supported on a component only');
        actions.push(`v.regex(${regexLiteral(schema.pattern)}, m.pattern.${componentName})`);
      }
      return orNull(pipe('v.string(m.required)', actions));
    }
    case 'integer':
    case 'number': {
      const integer = types[0] === 'integer';
      const { minimum: min, maximum: max } = schema;
      let message = '';
      if (request) {
        const kind = integer ? 'integer' : 'number';
        if (min !== undefined && max !== undefined) message = `m.${kind}Between(${min}, ${max})`;
        else if (min !== undefined) message = `m.${kind}AtLeast(${min})`;
        else if (max !== undefined) throw new Error('maximum without minimum is not supported');
      }
      const withMessage = (value: string) => (message ? `${value}, ${message}` : value);
      const actions = [
        ...(integer ? [`v.integer(${request ? 'm.integer' : ''})`] : []),
        ...(min === undefined ? [] : [`v.minValue(${withMessage(String(min))})`]),
        ...(max === undefined ? [] : [`v.maxValue(${withMessage(String(max))})`]),
      ];
      const base = request ? `v.number(m.${integer ? 'integer' : 'number'})` : 'v.number()';
      return orNull(pipe(base, actions));
    }
    case 'boolean':
      return orNull(request ? 'v.boolean(m.boolean)' : 'v.boolean()');
    case 'array': {
      const items = schema.items ? emitSchema(schema.items, emitter) : 'v.unknown()';
      const base = request ? `v.array(${items}, m.array)` : `v.array(${items})`;
      const actions: string[] = [];
      if (request && schema.minItems !== undefined) {
        if (schema.minItems !== 1) throw new Error('Only minItems: 1 is supported');
        actions.push('v.minLength(1, m.notEmpty)');
      }
      if (request && schema.maxItems !== undefined && !schema['x-quota']) {
        actions.push(`v.maxLength(${schema.maxItems}, m.tooMany(${schema.maxItems}))`);
      }
      return orNull(pipe(base, actions));
    }
    case 'object':
      return orNull(
        request
          ? objectOnly(`v.object({ ${objectEntries(schema, emitter)} }, m.required)`)
          : `v.object({ ${objectEntries(schema, emitter)} })`,
      );
    default:
      throw new Error(`Unsupported type ${types[0]}`);
  }
}

/**
 * An object schema that refuses arrays: valibot's `object` takes `[]` as an object with no
 * fields, which made an empty change of a body of `[]` on the routes whose fields are optional.
 */
function objectOnly(objectSchema: string): string {
  return `v.pipe(v.custom<object>(isPlainObject, m.object), ${objectSchema})`;
}

/** A pattern as a regular expression literal (unicode mode, as JSON Schema reads patterns). */
export function regexLiteral(pattern: string): string {
  return `/${pattern.replaceAll('/', '\\/')}/u`;
}

/** The components with a `pattern` (a request body names their message). */
export function patternComponents(document: Document, names: readonly string[]): string[] {
  return names.filter((name) => schemaNamed(document, name).pattern !== undefined);
}

function objectEntries(schema: Schema, emitter: Emitter): string {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .map(([key, property]) => {
      const value = emitSchema(property, emitter);
      const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : literal(key);
      return `${name}: ${required.has(key) ? value : `v.optional(${value})`}`;
    })
    .join(', ');
}

/** The components `schema` refers to, directly or through its parts. */
export function referencesOf(schema: Schema): string[] {
  const found: string[] = [];
  const visit = (s: Schema | undefined) => {
    if (!s) return;
    if (s.$ref) found.push(refName(s.$ref));
    for (const part of [...(s.oneOf ?? []), ...(s.allOf ?? [])]) visit(part);
    for (const property of Object.values(s.properties ?? {})) visit(property);
    visit(s.items);
  };
  visit(schema);
  return found;
}

/**
 * `names` and every component they reach, each after what it refers to (a cycle fails: valibot
 * would need `v.lazy`, and the contract has none).
 */
export function inDependencyOrder(document: Document, names: Iterable<string>): string[] {
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, trail: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`Cycle: ${[...trail, name].join(' -> ')}`);
    state.set(name, 'visiting');
    for (const next of referencesOf(schemaNamed(document, name))) visit(next, [...trail, name]);
    state.set(name, 'done');
    ordered.push(name);
  };
  for (const name of names) visit(name, []);
  return ordered;
}

/** Whether a component is an enum (its values get a named array both modes share). */
export function isEnum(schema: Schema): boolean {
  return Array.isArray(schema.enum);
}

/** `export const FluidTypeValues = ['Alcohol', 'Soap'] as const;` for an enum component. */
export function emitEnumValues(name: string, schema: Schema): string {
  const values = (schema.enum ?? []).filter((value) => value !== null).map(literal);
  return `${jsDoc(schema.description)}export const ${name}Values = [${values.join(', ')}] as const;\n`;
}
