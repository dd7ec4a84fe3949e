/**
 * Turns the generated operation table (`generated/calls.ts`) into the client's functions. The
 * table is generated from the contract, so a call is written once, in `openapi/platform.yaml`;
 * its signature is the generated `ApiClient` interface, and this loop is the one place that
 * reads the arguments, builds the request and chooses how the answer is read.
 */
import type * as v from 'valibot';

import type { Attempt, ConditionalCallOptions, Http } from './http';

/**
 * One operation: method, path, answer (a schema for JSON, `'blob'` for an image, 0 for none),
 * the letters of the arguments after the path parameters (b a JSON body, f a file and its name,
 * q a query, c `If-Match` from the call options) and, for a file, its form field.
 */
export type OperationRow = readonly [
  method: string,
  path: string,
  answer: v.GenericSchema | 'blob' | 0,
  letters?: string,
  field?: string,
];

export type OperationTable = Record<string, OperationRow>;

/** openapi-fetch's `request`, called with the table's strings (the interface carries the types). */
type Send = (method: string, path: string, init: object) => ReturnType<Attempt<'json'>>;

export function bindCalls<Calls>(http: Http, table: OperationTable): Calls {
  const send = http.client.request as unknown as Send;
  const calls: Record<string, (...args: unknown[]) => unknown> = {};
  for (const [name, [method, path, answer, letters = '', field = '']] of Object.entries(table)) {
    const pathNames = Array.from(path.matchAll(/\{(\w+)\}/g), (match) => match[1]!);
    calls[name] = (...args: unknown[]) => {
      let next = pathNames.length;
      const take = (letter: string) => (letters.includes(letter) ? args[next++] : undefined);
      const body = take('b');
      const file = take('f') as Blob | undefined;
      // The file name has its place whether or not a file came, so the call options stay put.
      const fileName = letters.includes('f') ? (args[next++] as string | undefined) : undefined;
      const query = take('q');
      const call = args[next] as ConditionalCallOptions | undefined;
      const ifMatch = letters.includes('c') ? call?.ifMatch : undefined;
      const attempt = (init: Parameters<Attempt<'json' | 'blob' | 'stream'>>[0]) =>
        send(method, path, {
          params: {
            path: Object.fromEntries(pathNames.map((pathName, index) => [pathName, args[index]])),
            query,
            ...(ifMatch === undefined ? {} : { header: { 'If-Match': quoted(ifMatch) } }),
          },
          ...(file
            ? { body: file, bodySerializer: () => formOf(field, file, fileName) }
            : { body }),
          ...init,
        });
      if (answer === 'blob') return http.blob(call, attempt);
      if (answer) return http.json(answer, call, attempt);
      return http.empty(call, attempt);
    };
  }
  return calls as Calls;
}

/** An entity tag as HTTP writes it: the version in double quotes. */
function quoted(version: string): string {
  return `"${version.replaceAll('"', '')}"`;
}

/** A multipart body of one file. A File keeps its own name; a bare Blob gets one. */
function formOf(field: string, file: Blob, fileName: string | undefined): FormData {
  const form = new FormData();
  const named = typeof File !== 'undefined' && file instanceof File ? file.name : 'image';
  form.append(field, file, fileName ?? named);
  return form;
}
