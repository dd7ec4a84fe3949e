/**
 * The client's calls from the contract's operations: one typed signature each (the `ApiClient` interface)
 * and one row of a small runtime table (`operationTable`) that `src/bindCalls.ts` turns into
 * functions. The signature follows the operation:
 *
 *   path parameters in path order, then
 *   the JSON body (when there is one), or the file and its name (a multipart body of one file),
 *   then the query (optional unless a query parameter is required), then the call options
 *   (`ConditionalCallOptions` when the operation takes `If-Match`).
 *
 * The answer is the first 2xx response: JSON (checked with the generated schema), a raster
 * image (a Blob), or nothing.
 */
import { jsDoc, refName, resolve } from './document.ts';
import type { Document, OperationAt, Schema } from './document.ts';

type Answer =
  { status: 'json'; value: string; type: string } | { status: 'blob' } | { status: 'empty' };

export interface Signature {
  pathParameters: string[];
  body?: { status: 'json'; type: string } | { status: 'file'; field: string };
  query?: { required: boolean };
  conditional: boolean;
  answer: Answer;
}

function answerOf(document: Document, at: OperationAt): Answer {
  const success = Object.entries(at.operation.responses ?? {}).filter(([code]) =>
    /^2\d\d$/.test(code),
  );
  if (success.length !== 1) throw new Error(`${at.id}: expected one 2xx response`);
  const content = resolve(document, 'responses', success[0]![1]).content ?? {};
  const json = content['application/json']?.schema;
  if (json) {
    if (json.$ref) {
      const name = refName(json.$ref);
      return { status: 'json', value: JSON.stringify(name), type: `Out<typeof s.${name}Schema>` };
    }
    if (json.type === 'array' && json.items?.$ref) {
      const name = refName(json.items.$ref);
      return {
        status: 'json',
        value: JSON.stringify(`${name}[]`),
        type: `Out<typeof s.${name}Schema>[]`,
      };
    }
    throw new Error(`${at.id}: a JSON answer is a component or an array of one`);
  }
  if (Object.keys(content).some((type) => type.startsWith('image/'))) return { status: 'blob' };
  if (Object.keys(content).length > 0) throw new Error(`${at.id}: unsupported answer type`);
  return { status: 'empty' };
}

export function signatureOf(document: Document, at: OperationAt): Signature {
  const parameters = (at.operation.parameters ?? []).map((p) => resolve(document, 'parameters', p));
  const pathParameters = [...at.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const query = parameters.filter((p) => p.in === 'query');
  const signature: Signature = {
    pathParameters,
    conditional: parameters.some((p) => p.in === 'header' && p.name === 'If-Match'),
    answer: answerOf(document, at),
  };
  if (query.length > 0) signature.query = { required: query.some((p) => p.required) };
  const body = at.operation.requestBody
    ? resolve(document, 'requestBodies', at.operation.requestBody)
    : undefined;
  if (body) {
    const json = body.content?.['application/json']?.schema;
    const form = body.content?.['multipart/form-data']?.schema;
    if (json?.$ref) {
      signature.body = { status: 'json', type: `Schemas['${refName(json.$ref)}']` };
    } else if (form) {
      const files = Object.entries(form.properties ?? {}).filter(
        ([, property]: [string, Schema]) => property.contentMediaType !== undefined,
      );
      if (files.length !== 1 || Object.keys(form.properties ?? {}).length !== 1) {
        throw new Error(`${at.id}: a multipart body is one file`);
      }
      signature.body = { status: 'file', field: files[0]![0] };
    } else {
      throw new Error(`${at.id}: a JSON body is a component`);
    }
  }
  return signature;
}

function parametersOf(at: OperationAt, signature: Signature): string[] {
  const parameters = signature.pathParameters.map((name) => `${name}: string`);
  if (signature.body?.status === 'json') parameters.push(`body: ${signature.body.type}`);
  if (signature.body?.status === 'file') {
    parameters.push(`${signature.body.field}: Blob`, 'fileName?: string');
  }
  if (signature.query) {
    parameters.push(`query${signature.query.required ? '' : '?'}: QueryOf<'${at.id}'>`);
  }
  parameters.push(`call?: ${signature.conditional ? 'ConditionalCallOptions' : 'CallOptions'}`);
  return parameters;
}

/** The row's argument letters: b a JSON body, f a file, q a query, c `If-Match`. */
function argumentsOf(signature: Signature): string {
  return [
    signature.body?.status === 'json' ? 'b' : '',
    signature.body?.status === 'file' ? 'f' : '',
    signature.query ? 'q' : '',
    signature.conditional ? 'c' : '',
  ].join('');
}

export function renderCalls(document: Document, operations: OperationAt[], header: string): string {
  const members: string[] = [];
  const rows: string[] = [];
  for (const at of operations) {
    const signature = signatureOf(document, at);
    const { answer } = signature;
    const result =
      answer.status === 'json' ? answer.type : answer.status === 'blob' ? 'Blob' : 'void';
    const doc = `\`${at.method.toUpperCase()} ${at.path}\`${
      at.operation.description ? `. ${at.operation.description.trim()}` : '.'
    }`;
    members.push(
      `${jsDoc(doc, '  ')}  ${at.id}(${parametersOf(at, signature).join(', ')}): Promise<ApiResult<${result}>>;`,
    );
    const value =
      answer.status === 'json' ? answer.value : answer.status === 'blob' ? "'blob'" : '0';
    const letters = argumentsOf(signature);
    const file =
      signature.body?.status === 'file' ? `, ${JSON.stringify(signature.body.field)}` : '';
    const rest = letters || file ? `, ${JSON.stringify(letters)}${file}` : '';
    rows.push(
      `  ${at.id}: [${JSON.stringify(at.method)}, ${JSON.stringify(at.path)}, ${value}${rest}],`,
    );
  }
  return `${header}import type * as v from 'valibot';

import type { CallOptions, ConditionalCallOptions } from '../http';
import type { ApiResult } from '../result';
import type { OperationTable } from '../bindCalls';
import type { QueryOf } from '../types';
import type { components } from './platform';
import type * as s from './schemas';

type Schemas = components['schemas'];
type Out<S extends v.GenericSchema> = v.InferOutput<S>;

/** Every call of the platform, one function each, named by the contract's operationId. */
export interface ApiClient {
${members.join('\n')}
}

/**
 * One row per operation: method, path, answer (the component a JSON answer is, \`Name[]\` for a
 * list of them, \`'blob'\` for an image or 0 for none; its schema is \`<Name>Schema\` of
 * \`schemas.ts\`, loaded on the first call), the argument letters after the path parameters
 * (b body, f file, q query, c If-Match) and a file's field.
 */
export const operationTable = {
${rows.join('\n')}
} satisfies OperationTable;
`;
}
