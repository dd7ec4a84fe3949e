/**
 * `schemas.ts` (the answers the client checks) and `requestBodies.ts` (the bodies a platform
 * accepts) from the contract's components.
 */
import { jsDoc, refName, resolve, schemaNamed } from './document.ts';
import type { Document, OperationAt } from './document.ts';
import {
  emitEnumValues,
  emitSchema,
  inDependencyOrder,
  isEnum,
  patternComponents,
  referencesOf,
} from './valibot.ts';
import type { Emitter } from './valibot.ts';

/** The components the answers of `operations` use (their 2xx JSON bodies). */
function answerComponents(document: Document, operations: OperationAt[]): string[] {
  const roots = new Set<string>();
  for (const at of operations) {
    for (const [code, response] of Object.entries(at.operation.responses ?? {})) {
      if (!/^2\d\d$/.test(code)) continue;
      const schema = resolve(document, 'responses', response).content?.['application/json']?.schema;
      for (const name of schema ? referencesOf(schema) : []) roots.add(name);
    }
  }
  return inDependencyOrder(document, roots);
}

/**
 * `problemDetails.ts`: the schema of an error's body, which the client reads with every failed
 * call, apart from the answers' schemas that load on the first call.
 */
export function renderProblemDetails(document: Document, header: string): string {
  const schema = schemaNamed(document, 'ProblemDetails');
  if (referencesOf(schema).length > 0) throw new Error('ProblemDetails refers to other schemas');
  const emitter: Emitter = { mode: 'answer', ref: (name) => name, enumValues: (name) => name };
  return `${header}import * as v from 'valibot';

${jsDoc(schema.description)}export const ProblemDetailsSchema = ${emitSchema(schema, emitter)};
`;
}

/** The values of every enum of the contract (answers and requests use them, and screens list them). */
export function renderEnums(document: Document, header: string): string {
  const all = inDependencyOrder(document, Object.keys(document.components?.schemas ?? {}));
  const blocks = all.flatMap((name) => {
    const schema = schemaNamed(document, name);
    return isEnum(schema) ? [emitEnumValues(name, schema)] : [];
  });
  return `${header}/**
 * The values of the contract's enums, apart from the answer schemas: a screen that lists fluid
 * types or event types loads these few strings, not the schemas.
 */
${blocks.join('\n')}`;
}

/**
 * `<Name>Schema` for every component an answer uses, each after what it refers to. Request-only
 * components get no schema here: an unused `v.object(...)` call would stay in a bundle. The client
 * loads this module on its first call (`import()` beside the request), so no first screen waits
 * for the schemas of every call to paint.
 */
export function renderAnswerSchemas(
  document: Document,
  operations: OperationAt[],
  header: string,
): string {
  const answers = inDependencyOrder(document, answerComponents(document, operations));
  const enums = answers.filter((name) => isEnum(schemaNamed(document, name)));
  const emitter: Emitter = {
    mode: 'answer',
    ref: (name) => `${name}Schema`,
    enumValues: (name) => `${name}Values`,
  };
  const blocks = answers.map((name) => {
    const schema = schemaNamed(document, name);
    const doc = isEnum(schema) ? '' : jsDoc(schema.description);
    const expression = emitSchema(schema, emitter, isEnum(schema) ? name : undefined);
    return `${doc}export const ${name}Schema = ${expression};\n`;
  });
  return `${header}/**
 * The answers the client checks: a valibot schema for every schema of the contract an answer
 * uses. \`v.object\` drops keys the contract does not name, so screens only ever see the fields
 * they were typed with. Sizes (\`maxLength\`, \`maxItems\`) are not checked here: they are quotas
 * on what the platform stores, not the shape of what it answers.
 */
import * as v from 'valibot';

import { ${enums.map((name) => `${name}Values`).join(', ')} } from './enums';

${blocks.join('\n')}`;
}

/** The JSON request bodies by operationId, as validators that answer with a platform's messages. */
export function renderRequestBodies(
  document: Document,
  operations: OperationAt[],
  header: string,
): string {
  const bodies: [string, string][] = [];
  for (const at of operations) {
    const body = at.operation.requestBody
      ? resolve(document, 'requestBodies', at.operation.requestBody)
      : undefined;
    const json = body?.content?.['application/json']?.schema;
    if (!json) continue;
    if (!json.$ref) throw new Error(`${at.id}: a JSON body is a component`);
    bodies.push([at.id, refName(json.$ref)]);
  }
  const names = inDependencyOrder(
    document,
    bodies.map(([, name]) => name),
  );
  const enums = names.filter((name) => isEnum(schemaNamed(document, name)));
  const emitter: Emitter = {
    mode: 'request',
    ref: (name) => name,
    enumValues: (name) => `${name}Values`,
  };
  const locals = names.map((name) => {
    const schema = schemaNamed(document, name);
    return `  const ${name} = ${emitSchema(schema, emitter, name)};`;
  });
  const patterns = patternComponents(document, names);
  return `${header}/**
 * The JSON request bodies of the contract, by operationId, as valibot validators a platform (the
 * fake platform, a test server) checks a request with before it changes anything. A failing body
 * answers 422 with the messages passed in. A \`minLength: 1\` string is trimmed and must not be
 * blank; every string is well-formed Unicode within its \`maxLength\` and \`pattern\`, every
 * list within its \`maxItems\`; sizes marked \`x-quota\` are the platform's own checks (413).
 */
import * as v from 'valibot';

import { ${enums.map((name) => `${name}Values`).join(', ')} } from './enums';

/** No lone surrogate (strict JSON readers refuse a whole answer that holds one). */
const isWellFormed = (text: string) => !/\\p{Cs}/u.test(text);

/** A JSON object, not an array or null. */
const isPlainObject = (input: unknown): input is object =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/** The texts a refused body names its fields with. */
export interface RequestBodyMessages {
  /** A field that is missing or of another type. */
  required: string;
  /** A string that is blank after trimming, or a list that must not be empty. */
  notEmpty: string;
  integer: string;
  number: string;
  boolean: string;
  /** A field that must be a JSON array. */
  array: string;
  /** A date that must be an ISO 8601 timestamp. */
  dateTime: string;
  /** A day that must be an ISO 8601 date (\`2026-12-01\`). */
  date: string;
  oneOf: (values: readonly string[]) => string;
  integerBetween: (min: number, max: number) => string;
  integerAtLeast: (min: number) => string;
  numberBetween: (min: number, max: number) => string;
  numberAtLeast: (min: number) => string;
  /** A value that must be a JSON object (not an array). */
  object: string;
  /** A string with a lone surrogate (not well-formed Unicode). */
  wellFormed: string;
  /** A string longer than \`max\` characters (UTF-16 code units, as a browser counts). */
  tooLong: (max: number) => string;
  /** A list longer than \`max\` items. */
  tooMany: (max: number) => string;
  /** A string that does not match its component's pattern, by component. */
  pattern: { ${patterns.map((name) => `${name}: string`).join('; ')} };
}

/** The validators of every JSON request body, keyed by the operationId that takes it. */
export function requestBodySchemas(m: RequestBodyMessages) {
${locals.join('\n')}
  return {
${bodies.map(([id, name]) => `    ${id}: ${name},`).join('\n')}
  } as const;
}
`;
}
