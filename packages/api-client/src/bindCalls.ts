/**
 * Turns the generated operation table (`generated/calls.ts`) into the client's functions. The
 * table is generated from the contract, so a call is written once, in `openapi/platform.yaml`;
 * its signature is the generated `ApiClient` interface, and this loop is the one place that
 * reads the arguments, builds the request and chooses how the answer is read.
 */
import * as v from 'valibot';

import type { Attempt, ConditionalCallOptions, Http } from './http';
import { failure } from './result';

/**
 * One operation: method, path, answer (the contract's component a JSON answer is, `Name[]` for a
 * list of them, `'blob'` for an image, 0 for none), the letters of the arguments after the path
 * parameters (b a JSON body, f a file and its name, q a query, c `If-Match` from the call
 * options) and, for a file, its form field.
 */
export type OperationRow = readonly [
  method: string,
  path: string,
  answer: string | 0,
  letters?: string,
  field?: string,
];

/** The generated answer schemas, `<Name>Schema` by name (`generated/schemas.ts`). */
export type AnswerSchemas = Readonly<Record<string, unknown>>;

export type OperationTable = Record<string, OperationRow>;

/** openapi-fetch's `request`, called with the table's strings (the interface carries the types). */
type Send = (method: string, path: string, init: object) => ReturnType<Attempt<'json'>>;

/**
 * `loadAnswerSchemas` is asked once, on the first JSON call (beside a read's request, before a
 * write's): the schemas of every call are then in memory, and no screen waited for them to
 * paint. A failed load is asked again by the next call; a browser that remembers a failed
 * `import()` answers it the same way, so such calls fail as `network` until the page is reloaded
 * (the host's chunk time-out and error page cover a lost deployment the same way).
 */
export function bindCalls<Calls>(
  http: Http,
  table: OperationTable,
  loadAnswerSchemas: () => Promise<AnswerSchemas>,
): Calls {
  const send = http.client.request as unknown as Send;
  const calls: Record<string, (...args: unknown[]) => unknown> = {};
  let loaded: Promise<AnswerSchemas> | undefined;
  const resolved = new Map<string, v.GenericSchema>();
  /** The schema of an answer named in the table: a component, or a list of one (`Name[]`). */
  const schemaOf = async (answer: string): Promise<v.GenericSchema> => {
    const known = resolved.get(answer);
    if (known) return known;
    // A load that failed (a chunk lost to the network) is tried again by the next call.
    loaded ??= loadAnswerSchemas().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    const schemas = await loaded;
    const list = answer.endsWith('[]');
    const item = schemas[`${list ? answer.slice(0, -2) : answer}Schema`] as v.GenericSchema;
    if (!item) throw new Error(`No answer schema for ${answer}`);
    const schema = list ? v.array(item) : item;
    resolved.set(answer, schema);
    return schema;
  };
  for (const [name, [method, path, answer, letters = '', field = '']] of Object.entries(table)) {
    const pathNames = Array.from(path.matchAll(/\{(\w+)\}/g), (match) => match[1]!);
    calls[name] = async (...args: unknown[]) => {
      let next = pathNames.length;
      const take = (letter: string) => (letters.includes(letter) ? args[next++] : undefined);
      const body = take('b');
      const file = take('f') as Blob | undefined;
      // The file name has its place whether or not a file came, so the call options stay put.
      const fileName = letters.includes('f') ? (args[next++] as string | undefined) : undefined;
      const query = take('q');
      const call = args[next] as ConditionalCallOptions | undefined;
      const ifMatch = letters.includes('c') ? call?.ifMatch : undefined;
      // Only the image uploads write a multipart body: its code loads with the first of them.
      let form: { body: Blob; contentType: string } | undefined;
      if (file) {
        try {
          form = (await import('./multipart')).multipartOf(field, file, fileName);
        } catch (cause) {
          return failure({ status: 'network', cause });
        }
      }
      const attempt = (init: Parameters<Attempt<'json' | 'blob' | 'stream'>>[0]) =>
        send(method, path, {
          params: {
            path: Object.fromEntries(pathNames.map((pathName, index) => [pathName, args[index]])),
            query,
            header: {
              ...(ifMatch === undefined ? {} : { 'If-Match': quoted(ifMatch) }),
              ...(form ? { 'Content-Type': form.contentType } : {}),
            },
          },
          ...(form ? { body: form.body, bodySerializer: (body: Blob) => body } : { body }),
          ...init,
        });
      if (answer === 'blob') return http.blob(call, attempt);
      if (!answer) return http.empty(call, attempt);
      // A read loads its schema beside the request. A write waits for it first: should it not
      // load, nothing was changed on the platform, so the failure (network) is safe to retry.
      if (method === 'get') return http.json(schemaOf(answer), call, attempt);
      return schemaOf(answer).then(
        (schema) => http.json(schema, call, attempt),
        (cause: unknown) => failure({ status: 'network', cause }),
      );
    };
  }
  return calls as Calls;
}

/** An entity tag as HTTP writes it: the version in double quotes. */
function quoted(version: string): string {
  return `"${version.replaceAll('"', '')}"`;
}
